import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "~/components/ui/cn";

/** Every class list written in app/: className attributes and the string literals of cn() and cva() calls. */
function classListsInApp(): string[] {
  const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
  const lists = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join("app", file), "utf8");
    for (const match of source.matchAll(/className="([^"]+)"/g)) lists.add(match[1] as string);
    for (const call of source.matchAll(/\b(?:cn|cva)\(([\s\S]*?)\n?\s*\)[;,}\n]/g)) {
      for (const literal of (call[1] as string).matchAll(/"([^"]*)"/g)) lists.add(literal[1] as string);
    }
  }
  // Only lists that look like utilities (not JSX text or data).
  return [...lists].filter((list) => list.trim() !== "" && /^[\w\-[\]:/.%&>*()=,!#~+' ]+$/.test(list));
}

describe("cn", () => {
  it("lets a later utility of the same group win, keeping different groups and variants", () => {
    expect(cn("h-11 px-6 text-base", "px-4")).toBe("h-11 text-base px-4");
    expect(cn("text-sm text-white", "text-xs")).toBe("text-white text-xs");
    expect(cn("border border-border", "border-destructive")).toBe("border border-destructive");
    expect(cn("px-2 py-1", "p-4")).toBe("p-4");
    expect(cn("hover:bg-muted bg-ink", "bg-brand")).toBe("hover:bg-muted bg-brand");
    expect(cn("w-[85%] max-w-sm", false, undefined, "w-full max-w-md")).toBe("w-full max-w-md");
  });

  // Hundreds of thousands of ordered pairs: a few seconds alone, several times that on a busy machine.
  it("merges every pair of utilities written in app/ as tailwind-merge does", () => {
    // Both keep the last utility of each group, so agreeing on every pair means agreeing on every list;
    // utilities under different variants (`md:`, `hover:`) never replace each other.
    const utilities = [...new Set(classListsInApp().flatMap((list) => list.split(/\s+/)))].filter(Boolean);
    expect(utilities.length).toBeGreaterThan(300);
    const variantsOf = (utility: string) => utility.slice(0, utility.lastIndexOf(":") + 1);
    const differences: string[] = [];
    for (const first of utilities) {
      // A utility written twice changes nothing, however it is merged.
      for (const second of utilities.filter((other) => other !== first && variantsOf(other) === variantsOf(first))) {
        const expected = twMerge(first, second);
        if (cn(first, second) !== expected) differences.push(`${first} ${second}: ${cn(first, second)} ≠ ${expected}`);
      }
    }
    expect(differences.slice(0, 30)).toEqual([]);
  }, 60_000);
});
