/**
 * The open event streams of this sandbox (issue 34): who is connected, so
 * the control API can count them (one per tab) and drop them (a test of the
 * client's reconnection), and so closing the sandbox ends every one of them
 * instead of waiting for clients that never hang up.
 */

export interface OpenStream {
  readonly memberId: number;
  readonly merchant: string;
  readonly scope: string;
  /** Ends the stream from the server's side. */
  end(): void;
}

export class StreamHub {
  private readonly streams = new Set<OpenStream>();

  add(stream: OpenStream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  matching(filter: { memberId?: number; scope?: string }): OpenStream[] {
    return [...this.streams].filter(
      (stream) =>
        (filter.memberId === undefined || stream.memberId === filter.memberId) &&
        (filter.scope === undefined || stream.scope === filter.scope),
    );
  }

  /** Ends the matching streams; answers how many. */
  drop(filter: { memberId?: number; scope?: string }): number {
    const found = this.matching(filter);
    for (const stream of found) stream.end();
    return found.length;
  }

  closeAll(): void {
    for (const stream of [...this.streams]) stream.end();
  }
}
