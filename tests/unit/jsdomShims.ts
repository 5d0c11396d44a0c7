// What jsdom lacks and the component library asks for: matchMedia (colour-scheme manager), ResizeObserver
// (ScrollArea inside Modal), the document's font set (an autosizing Textarea listens to it) and a canvas that draws
// nothing (jsdom has no 2D context; the charts draw on mount and a null context throws after the test). Component
// tests call this once before rendering.
export function installJsdomShims(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    const state: Record<string | symbol, unknown> = { canvas: this };
    return new Proxy(state, {
      get: (target, key) => (key in target ? target[key] : key === 'measureText' ? () => ({ width: 0 }) : () => undefined),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    });
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  // Paths the charts build for that canvas: accepted and dropped.
  globalThis.Path2D ??= class {
    constructor() {
      return new Proxy(this, { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined) });
    }
  } as unknown as typeof Path2D;
}
