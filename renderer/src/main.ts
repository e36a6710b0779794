// The API client first: its socket starts connecting while the rest of the app's code is evaluated.
import { api, guest } from './lib/app-state.svelte';
import { mount } from 'svelte';
import App from './App.svelte';
import { askEarly } from './home/first-calls';
import { router } from './lib/router.svelte';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('Patrol HQ: #app element missing from index.html');

// The home screen's first calls: the browser host writes their answers into the page for its
// token (taken from there, no call); any other goes out as soon as the socket opens and the host
// answers while the app mounts: mounting waits one task, so an open socket sends them first. Not on a friend's
// page: its link reaches one game only, and the host counts calls outside it against the page.
if (router.route.name === 'home' && !guest) askEarly(api, document);
setTimeout(() => mount(App, { target }), 0);
