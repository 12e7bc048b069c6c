// Types of scripts/cdn-stamp.mjs, for the Node tests (test/node/cdn-stamp.test.ts).

export interface Stamp {
  version: number;
  entries: string[];
  inputs: Record<string, string | null>;
  outputs: Record<string, string | null>;
}

export function hashFile(file: string): string | null;
export function createStamp(build: { root: string; entries: string[]; inputs: string[]; outputs: string[] }): Stamp;
export function writeStamp(file: string, stamp: Stamp): void;
export function readStamp(file: string): Stamp | null;
export function staleReason(stamp: Stamp | null, now: { root: string; entries: string[] }): string | null;
