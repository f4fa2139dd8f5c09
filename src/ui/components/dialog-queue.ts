import { create } from 'zustand';

/**
 * One dialog at a time (issue 17): every open Dialog joins this queue and
 * only its head is shown, so two masks never stack. The head is the open
 * dialog of the highest priority, the earliest opened among equals; when it
 * closes, the next one appears. What a player asked for (a confirmation, a
 * panel) outranks what the site pushes at start-up.
 */

export const DIALOG_PRIORITY = {
  /** Start-up promotion: the app download popup. */
  download: 10,
  /** The hot-match popup (HOTMATCH). */
  hotMatch: 20,
  /** Announcement stores A/B/F (NOTICE). */
  announcement: 30,
  /** An agent's pending contracts (CONTRACT-01). */
  contract: 40,
  /** What the player opened: confirmations, panels, the login dialog. */
  user: 50,
  /** Responsible gambling: the reality check comes before anything else. */
  realityCheck: 60,
} as const;

interface QueuedDialog {
  readonly id: string;
  readonly priority: number;
  readonly seq: number;
}

interface DialogQueueState {
  readonly open: readonly QueuedDialog[];
  readonly join: (id: string, priority: number) => void;
  readonly leave: (id: string) => void;
}

let nextSeq = 0;

export const useDialogQueue = create<DialogQueueState>((set) => ({
  open: [],
  join: (id, priority) => {
    nextSeq += 1;
    const seq = nextSeq;
    set((state) =>
      state.open.some((entry) => entry.id === id) ? state : { open: [...state.open, { id, priority, seq }] },
    );
  },
  leave: (id) => set((state) => ({ open: state.open.filter((entry) => entry.id !== id) })),
}));

/** The id of the dialog to show, or null when none is open. */
export function headOf(open: readonly QueuedDialog[]): string | null {
  let head: QueuedDialog | null = null;
  for (const entry of open)
    if (!head || entry.priority > head.priority || (entry.priority === head.priority && entry.seq < head.seq))
      head = entry;
  return head?.id ?? null;
}
