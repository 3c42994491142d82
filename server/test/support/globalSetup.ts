import type { TestProject } from 'vitest/node';
import { createSeedTemplate, removeSeedTemplate, type SeedTemplate } from './seedTemplate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate;
  }
}

/** Seeds the demo data once for the whole run (see seedTemplate.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createSeedTemplate();
  project.provide('seedTemplate', template);
  return () => removeSeedTemplate(template);
}
