// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MainProps, MissingControls } from './storyControls';

const src = path.resolve(import.meta.dirname, '..');

function storyFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(file);
    return entry.name.endsWith('.stories.tsx') ? [file] : [];
  });
}

interface DemoProps {
  label: string;
  size?: 'sm' | 'md';
  headingLevel?: 2 | 3;
  isDisabled?: boolean;
  count?: number;
  onPress?: () => void;
  'aria-label'?: string;
  autoFocus?: boolean;
}
function Demo(_props: DemoProps) {
  return null;
}

describe('story controls', () => {
  it('counts flags and closed sets of options as main props, and finds those left out', () => {
    expectTypeOf<MainProps<DemoProps>>().toEqualTypeOf<'size' | 'headingLevel' | 'isDisabled'>();
    const meta = {
      component: Demo,
      argTypes: { size: { control: 'inline-radio' }, headingLevel: { control: 'inline-radio' } },
    };
    expectTypeOf<MissingControls<typeof meta>>().toEqualTypeOf<'isDisabled'>();
    expectTypeOf<MissingControls<{ component: typeof Demo }>>().toEqualTypeOf<'argTypes'>();
    expect(meta.component).toBe(Demo);
  });

  it('checks the Controls of every component with a story', () => {
    const components = storyFiles(src)
      .filter((file) => /\n[ \t]+component:/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => `../${path.relative(src, file).replace(/\.tsx$/, '')}`)
      .sort();
    expect(components.length).toBeGreaterThan(40);
    // storyControls.check.ts type-checks the metas it imports (pnpm typecheck): all of them.
    const check = fs.readFileSync(path.join(src, 'internal/storyControls.check.ts'), 'utf8');
    const checked = [...check.matchAll(/^import type \w+ from '([^']+)';$/gm)].map((m) => m[1]);
    expect(checked.sort()).toEqual(components);
  });
});
