/**
 * The bench's figures: each is printed as one line (median, goal, met or
 * MISSED, min–max of the runs) and kept for artifacts/bench.json, so that two
 * runs of `npm run bench` can be compared. Pure but for the `print` and
 * `loadAverage` it is given.
 */

/** The middle of the runs (the mean of the two middle ones for an even count), and the lowest and highest. */
export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export function summarise(runs: readonly number[]): Summary {
  const sorted = runs.filter((run) => !Number.isNaN(run)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN };
}

/**
 * A goal on the median: at most (≤), under (<) or at least (≥) `limit`, in
 * the figure's unit; with `everyRun`, on the worst run instead (issue 35:
 * "TBT ≤ 50 ms in 5 of 5 quiet runs").
 */
export interface Goal {
  readonly op: '≤' | '<' | '≥';
  readonly limit: number;
  readonly everyRun?: boolean;
}

export function meets(value: number, goal: Goal): boolean {
  if (goal.op === '≤') return value <= goal.limit;
  if (goal.op === '<') return value < goal.limit;
  return value >= goal.limit;
}

export interface FigureInput {
  readonly name: string;
  readonly unit: string;
  /** One value per run (one for a figure that is counted, not timed). */
  readonly runs: readonly number[];
  readonly goal?: Goal;
  /** Decimals shown (the JSON keeps the full value). */
  readonly digits?: number;
  /** Context printed after the figure (what was measured, a breakdown). */
  readonly note?: string;
}

/** One figure as bench.json holds it: `value` is the median of `runs`. */
export interface Figure extends Summary {
  readonly name: string;
  readonly section: string;
  readonly value: number;
  readonly unit: string;
  /** The goal as text (`≤ 130 KiB`), or null where the figure has none. */
  readonly goal: string | null;
  readonly met: boolean | null;
  readonly runs: readonly number[];
  readonly note?: string;
}

/** The 1-, 5- and 15-minute load averages (os.loadavg). */
export type LoadAverage = readonly [number, number, number];

export interface Section {
  readonly name: string;
  readonly loadAtStart: LoadAverage;
  loadAtEnd: LoadAverage | null;
}

const amount = (value: number, digits: number): string =>
  Number.isNaN(value)
    ? 'n/a'
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const withUnit = (text: string, unit: string): string =>
  unit === '' ? text : unit === '×' ? `${text} ×` : `${text} ${unit}`;

export const goalText = (goal: Goal, unit: string): string =>
  `${withUnit(`${goal.op} ${goal.limit.toLocaleString('en-US')}`, unit)}${goal.everyRun ? ' in every run' : ''}`;

/** The value a goal is judged on: the median, or the worst run of an every-run goal. */
const judged = (summary: Summary, goal: Goal): number =>
  goal.everyRun ? (goal.op === '≥' ? summary.min : summary.max) : summary.median;

export const loadText = (load: LoadAverage): string => load.map((value) => value.toFixed(2)).join(' ');

/** The printed line of a figure. */
export function figureLine(figure: Figure, digits = 0): string {
  const value = withUnit(amount(figure.value, digits), figure.unit);
  const verdict = figure.goal === null ? '' : `goal ${figure.goal} ${figure.met ? 'met' : 'MISSED'}`;
  const range =
    figure.runs.length > 1
      ? `median of ${figure.runs.length}, ${amount(figure.min, digits)}–${withUnit(amount(figure.max, digits), figure.unit)}`
      : '';
  const rest = [verdict, range, figure.note ?? ''].filter((part) => part !== '').join('; ');
  return `${figure.name.padEnd(46)} ${value.padStart(13)}${rest ? `   ${rest}` : ''}`;
}

/** A section's work that threw: the bench goes on with the next section. */
export interface Failure {
  readonly section: string;
  readonly message: string;
}

export interface FigureBookOptions {
  readonly print?: (line: string) => void;
  readonly loadAverage: () => LoadAverage;
}

/** Prints each figure as it comes and keeps it, grouped in sections that carry the machine's load. */
export class FigureBook {
  readonly figures: Figure[] = [];
  readonly sections: Section[] = [];
  readonly failures: Failure[] = [];
  private readonly print: (line: string) => void;
  private readonly loadAverage: () => LoadAverage;

  constructor({ print = console.log, loadAverage }: FigureBookOptions) {
    this.print = print;
    this.loadAverage = loadAverage;
  }

  /** Closes the current section (its load at the end) and opens the next one. */
  section(name: string): void {
    this.close();
    const section: Section = { name, loadAtStart: this.loadAverage(), loadAtEnd: null };
    this.sections.push(section);
    this.print(`\n— ${name} (load average ${loadText(section.loadAtStart)})`);
  }

  /** Ends the open section, if any, with the load at its end. */
  close(): void {
    const open = this.sections.at(-1);
    if (open && open.loadAtEnd === null) open.loadAtEnd = this.loadAverage();
  }

  add(input: FigureInput): Figure {
    const summary = summarise(input.runs);
    const figure: Figure = {
      name: input.name,
      section: this.sections.at(-1)?.name ?? '',
      value: summary.median,
      unit: input.unit,
      goal: input.goal ? goalText(input.goal, input.unit) : null,
      met: input.goal ? meets(judged(summary, input.goal), input.goal) : null,
      runs: [...input.runs],
      ...summary,
      ...(input.note ? { note: input.note } : {}),
    };
    this.figures.push(figure);
    this.print(figureLine(figure, input.digits ?? 0));
    return figure;
  }

  /** Runs a section's work; a failure is printed and kept (the report's `failures`) instead of ending the bench. */
  async attempt(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.failures.push({ section: this.sections.at(-1)?.name ?? '', message });
      this.print(`  FAILED: ${message}`);
    }
  }

  /** A line of context that is no figure. */
  note(text: string): void {
    this.print(`  ${text}`);
  }
}

export interface BenchMeta {
  readonly commit: string;
  readonly date: string;
  readonly node: string;
  readonly chromium: string;
  readonly loadAtStart: LoadAverage;
  readonly loadAtEnd: LoadAverage;
  /** The environment variables that shaped the run (LOBBY_BENCH_*). */
  readonly settings: Readonly<Record<string, string>>;
}

/** What artifacts/bench.json holds. */
export interface BenchReport {
  readonly commit: string;
  readonly date: string;
  readonly node: string;
  readonly chromium: string;
  readonly settings: Readonly<Record<string, string>>;
  readonly load: { readonly start: LoadAverage; readonly end: LoadAverage; readonly sections: readonly Section[] };
  readonly figures: readonly Figure[];
  /** Sections that stopped on an error (their figures are missing). */
  readonly failures: readonly Failure[];
  /** How many figures have a goal, and how many of those missed it. */
  readonly goals: { readonly total: number; readonly missed: readonly string[] };
}

export function benchReport(meta: BenchMeta, book: FigureBook): BenchReport {
  book.close();
  const withGoal = book.figures.filter((figure) => figure.met !== null);
  return {
    commit: meta.commit,
    date: meta.date,
    node: meta.node,
    chromium: meta.chromium,
    settings: meta.settings,
    load: { start: meta.loadAtStart, end: meta.loadAtEnd, sections: book.sections },
    figures: book.figures,
    failures: book.failures,
    goals: {
      total: withGoal.length,
      missed: withGoal.filter((figure) => figure.met === false).map((figure) => figure.name),
    },
  };
}

/** The file's text; a figure that could not be measured (NaN) is written as null. */
export const reportJson = (report: BenchReport): string => `${JSON.stringify(report, null, 2)}\n`;
