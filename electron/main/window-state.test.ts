import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/fixtures/services';
import { placeWindow, readDesktopState, routeOf, writeDesktopState } from './window-state';

const laptop = { x: 0, y: 0, width: 1440, height: 875 }; // primary work area
const monitor = { x: 1440, y: -200, width: 2560, height: 1400 }; // a second screen to the right

describe('window placement', () => {
  it('reopens where it was, on whichever screen that is', () => {
    expect(placeWindow({ x: 100, y: 60, width: 1200, height: 800 }, [laptop, monitor])).toEqual({ x: 100, y: 60, width: 1200, height: 800 });
    expect(placeWindow({ x: 2000, y: 100, width: 1600, height: 1000 }, [laptop, monitor])).toEqual({ x: 2000, y: 100, width: 1600, height: 1000 });
  });

  it('moves to the primary screen, centred, when its monitor has gone', () => {
    expect(placeWindow({ x: 2000, y: 100, width: 1200, height: 800 }, [laptop])).toEqual({ x: 120, y: 38, width: 1200, height: 800 });
  });

  it('shrinks to fit a smaller screen and pulls a window that hangs off the edge back on', () => {
    expect(placeWindow({ x: 2000, y: 100, width: 2400, height: 1300 }, [laptop])).toEqual({ x: 0, y: 0, width: 1440, height: 875 });
    // Title bar still on the laptop, the rest off the right edge: kept on the laptop, fully visible.
    expect(placeWindow({ x: 1000, y: 200, width: 1200, height: 800 }, [laptop])).toEqual({ x: 240, y: 75, width: 1200, height: 800 });
  });

  it('does not keep a window whose title bar is off every screen (above the top)', () => {
    expect(placeWindow({ x: 100, y: -900, width: 1200, height: 800 }, [laptop])).toEqual({ x: 120, y: 38, width: 1200, height: 800 });
  });

  it('opens centred at the default size the first time', () => {
    expect(placeWindow(undefined, [laptop])).toEqual({ x: 80, y: 28, width: 1280, height: 820 });
    expect(placeWindow(undefined, [])).toEqual({ width: 1280, height: 820 });
  });
});

describe('remembered state', () => {
  it('round-trips the window, the last screen and the update check time', () => {
    const t = tempDir();
    try {
      const path = join(t.dir, 'desktop-state.json');
      expect(readDesktopState(path)).toEqual({}); // first run
      const state = { window: { bounds: { x: 5, y: 6, width: 1000, height: 700 }, maximized: true }, route: '#/play/abc_1', lastUpdateCheck: 1_700_000_000_000 };
      writeDesktopState(path, state);
      expect(readDesktopState(path)).toEqual(state);
      expect(readdirSync(t.dir)).toEqual(['desktop-state.json']); // no temporary file left
    } finally {
      t.cleanup();
    }
  });

  it('starts from defaults when the file is damaged or holds something else', () => {
    const t = tempDir();
    try {
      const path = join(t.dir, 'desktop-state.json');
      for (const junk of ['{not json', '[]', '{"window":{"bounds":{"x":"a"}}}', '{"route":"javascript:alert(1)"}']) {
        writeFileSync(path, junk);
        expect(readDesktopState(path)).toEqual({});
      }
      expect(() => writeDesktopState(path, { route: 'https://evil/' })).toThrow();
      expect(readFileSync(path, 'utf8')).toBe('{"route":"javascript:alert(1)"}'); // a refused write leaves the old file
      expect(existsSync(path)).toBe(true);
    } finally {
      t.cleanup();
    }
  });

  it('remembers only the app\'s own routes', () => {
    expect(routeOf('app://patrol-hq/index.html')).toBe('#/');
    expect(routeOf('app://patrol-hq/index.html#/')).toBe('#/');
    expect(routeOf('app://patrol-hq/index.html#/play/abc-1')).toBe('#/play/abc-1');
    expect(routeOf('app://patrol-hq/index.html#/table/t_2')).toBe('#/table/t_2');
    expect(routeOf('app://patrol-hq/index.html#/play/../../x')).toBeNull();
    expect(routeOf('app://patrol-hq/index.html#/settings')).toBeNull();
  });
});
