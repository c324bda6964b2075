import type { State } from "./state.ts";

/** One tab of the page: its panel is built once and updated from the state on every change. */
export interface Tab {
  id: string;
  label: string;
  /** Builds the panel's content; `change` writes a new state (from the panel's inputs) and re-renders. */
  create(change: (patch: Partial<State>) => void): HTMLElement;
  update(state: State): void;
}
