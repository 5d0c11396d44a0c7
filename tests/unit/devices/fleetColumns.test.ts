// src/features/devices/fleetColumns.ts: the kept choice of the fleet's columns read back in the table's order, the
// defaults when none was kept, nothing but the device when every optional column was turned off, and a column name
// no longer known ignored rather than breaking the table.
import { describe, expect, test } from 'vitest';
import { defaultFleetColumns, parseFleetColumns, serialiseFleetColumns } from '../../../src/features/devices/fleetColumns';

describe('fleet columns', () => {
  test('never chosen: the defaults, without the groups', () => {
    expect(parseFleetColumns(undefined)).toEqual(defaultFleetColumns);
    expect(defaultFleetColumns).not.toContain('groups');
  });

  test('a choice is kept in the table order and read back as it was', () => {
    const stored = serialiseFleetColumns(['groups', 'model']);
    expect(stored).toBe('model,groups');
    expect(parseFleetColumns(stored)).toEqual(['model', 'groups']);
  });

  test('every optional column turned off stays off; an unknown name is ignored', () => {
    expect(parseFleetColumns(serialiseFleetColumns([]))).toEqual([]);
    expect(parseFleetColumns('tags,firmware')).toEqual(['tags']);
  });
});
