import { beforeEach, describe, expect, it } from 'vitest';
import { DIALOG_PRIORITY, headOf, useDialogQueue } from './dialog-queue';

beforeEach(() => useDialogQueue.setState({ open: [] }));

describe('one dialog at a time (issue 17)', () => {
  it('POLISH-02 shows the highest priority first, the earliest among equals, and the next when the head closes', () => {
    const queue = useDialogQueue.getState();
    const head = () => headOf(useDialogQueue.getState().open);
    expect(head()).toBeNull();
    queue.join('announcement', DIALOG_PRIORITY.announcement);
    queue.join('contract-1', DIALOG_PRIORITY.contract);
    queue.join('download', DIALOG_PRIORITY.download);
    queue.join('contract-2', DIALOG_PRIORITY.contract);
    expect(head()).toBe('contract-1');
    queue.join('contract-1', DIALOG_PRIORITY.contract);
    expect(useDialogQueue.getState().open).toHaveLength(4);
    queue.leave('contract-1');
    expect(head()).toBe('contract-2');
    queue.join('reality', DIALOG_PRIORITY.realityCheck);
    expect(head()).toBe('reality');
    for (const id of ['reality', 'contract-2']) queue.leave(id);
    expect(head()).toBe('announcement');
    queue.leave('announcement');
    expect(head()).toBe('download');
  });
});
