// URLPattern.compareComponent: patterns ordered by how specific one component is (the order routers sort by).
// The URL Pattern Standard does not define it yet; this follows the algorithm browsers ship and WPT tests.
import type { Component } from "./component.ts";
import { Modifier, type Part, PartType } from "./parser.ts";

// What a shorter part list is compared with once the other one goes on: empty fixed text.
const EMPTY_FIXED_TEXT: Part = {
  type: PartType.FIXED_TEXT,
  value: "",
  modifier: Modifier.NONE,
  name: "",
  prefix: "",
  suffix: "",
};

function compareStrings(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

// Type first (fixed text > regexp > segment wildcard > full wildcard), then the modifier (none > + > ? > *),
// then prefix, value and suffix as strings. Group names never count.
function compareParts(left: Part, right: Part): number {
  if (left.type !== right.type) return left.type < right.type ? -1 : 1;
  if (left.modifier !== right.modifier) return left.modifier < right.modifier ? -1 : 1;
  return (
    compareStrings(left.prefix, right.prefix) ||
    compareStrings(left.value, right.value) ||
    compareStrings(left.suffix, right.suffix)
  );
}

/** -1 if `left` is less specific than `right`, 1 if more, 0 if equally specific. */
export function compareComponent(left: Component, right: Component): number {
  const leftParts = left.partList;
  const rightParts = right.partList;
  const common = Math.min(leftParts.length, rightParts.length);
  for (let index = 0; index < common; index++) {
    const result = compareParts(leftParts[index], rightParts[index]);
    if (result !== 0) return result;
  }
  if (leftParts.length === rightParts.length) return 0;
  return leftParts.length > common
    ? compareParts(leftParts[common], EMPTY_FIXED_TEXT)
    : compareParts(EMPTY_FIXED_TEXT, rightParts[common]);
}
