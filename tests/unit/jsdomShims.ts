// What jsdom lacks and the component library asks for: matchMedia (colour-scheme manager) and ResizeObserver
// (ScrollArea inside Modal). Component tests call this once before rendering.
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
}
