require('@testing-library/jest-dom');

// jsdom has no ResizeObserver; Headless UI's anchored menus watch their button with one. Nothing is laid out
// in jsdom, so an observer that never reports is what a real one would do here.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
