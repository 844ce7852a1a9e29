"use client";

import { Component, lazy, useCallback, useState, type ComponentType, type ReactNode } from "react";

/**
 * Around a lazily loaded part of a page (the finder's cards, the chat panel, the correction form):
 * a chunk can fail to load where code in the first load could not (no connection at the click, or a
 * new deploy that removed the old chunk while the page was open). The boundary then shows `fallback`
 * in the part's place instead of taking the whole page to its error screen. A new `key` gives a
 * fresh boundary for the next attempt.
 */
export class ChunkBoundary extends Component<{ what: string; fallback: ReactNode; onError?: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Could not load ${this.props.what}:`, error);
    this.props.onError?.();
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A lazily loaded component that can be asked for again: `React.lazy` keeps a failed load's
 * rejection for good, so a retry needs a new lazy component. `attempt` is the key for the
 * ChunkBoundary around it; `failed` is set by that boundary's `onError`; `retry` starts over after
 * a failure (and does nothing otherwise).
 */
export function useRetryableChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [state, setState] = useState(() => ({ attempt: 0, Chunk: lazy(load), failed: false }));
  const onError = useCallback(() => setState((s) => (s.failed ? s : { ...s, failed: true })), []);
  const retry = useCallback(() => setState((s) => (s.failed ? { attempt: s.attempt + 1, Chunk: lazy(load), failed: false } : s)), [load]);
  return { ...state, onError, retry };
}
