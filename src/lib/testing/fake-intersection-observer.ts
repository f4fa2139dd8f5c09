/**
 * For unit tests only: a stand-in IntersectionObserver that a test moves
 * elements in and out of the screen with (`show`). The last one made is
 * `FakeIntersectionObserver.last`; stub it in with
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`.
 */
export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  show(element: Element, isIntersecting: boolean) {
    this.callback(
      [{ target: element, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}
