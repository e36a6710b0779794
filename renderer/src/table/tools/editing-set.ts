/**
 * The table editor's tools, in palette order (select first: where the editor starts and Escape
 * returns). Each call makes fresh tools: two editors never share a tool's state.
 */
import { ToolSet } from '../editor/tool-set';
import { DrawTerrainTool, ZoneTool } from './draw';
import { BlastTool, LosTool, RulerTool } from './measure';
import { ModelTool, ObjectiveTool, SquadTool, TerrainTool } from './place';
import { SelectTool } from './select';

export function editingTools(): ToolSet {
  return new ToolSet([
    new SelectTool(),
    new ModelTool(),
    new SquadTool(),
    new TerrainTool(),
    new DrawTerrainTool(),
    new ZoneTool(),
    new ObjectiveTool(),
    new RulerTool(),
    new LosTool(),
    new BlastTool(),
  ]);
}
