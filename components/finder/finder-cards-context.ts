"use client";

import { createContext, type ReactNode } from "react";
import type { FinderItem } from "@/lib/discovery/finder-results";
import type { Ranked } from "@/lib/ranking";
import type { UseCaseId } from "@/lib/use-cases";

/** A shared finder URL's first cards as the server rendered them (a static block), and how many they are. */
export type ServerCards = { list: ReactNode; shown: number };

/** What the finder's cards show (finder-cards.tsx), given by the finder that owns the state. */
export type FinderCardsState = {
  /** The cards on screen, ranked. */
  ranked: readonly Ranked<FinderItem>[];
  /**
   * Instead of `ranked`: the cards of a shared finder URL as the server rendered them (a static
   * block, in the page's HTML once and not in its payload), and how many they are.
   */
  serverCards?: ServerCards;
  selection: readonly UseCaseId[];
  /** How many platforms match in all (more than `ranked` past one screen, or when the server sent the first of them). */
  count: number;
  /** The fetch for the next cards is under way. */
  loading: boolean;
  onMore: () => void;
};

/**
 * The cards read the finder's state from here rather than from props: a shared finder URL's page
 * renders them on the server as a slot of the finder (a client component cannot receive `onMore`
 * from the server), and the static home page loads them lazily; both read the same state.
 */
export const FinderCardsContext = createContext<FinderCardsState | null>(null);
