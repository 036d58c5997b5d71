import type { Db } from './db';

/**
 * A counter per e-shop, bumped by every change of its places through any instance; each instance
 * reads it before serving its in-memory read model and drops a model filled before the last bump.
 */
export function createReadModelGenerations(db: Db) {
  return {
    async current(eshopId: string): Promise<number> {
      const row = await db
        .selectFrom('read_model_generations')
        .select('generation')
        .where('eshop_id', '=', eshopId)
        .executeTakeFirst();
      return row?.generation ?? 0;
    },
    async bump(eshopId: string): Promise<void> {
      await db
        .insertInto('read_model_generations')
        .values({ eshop_id: eshopId, generation: 1 })
        .onConflict((oc) =>
          oc
            .column('eshop_id')
            .doUpdateSet((eb) => ({ generation: eb('read_model_generations.generation', '+', 1) })),
        )
        .execute();
    },
  };
}

export type ReadModelGenerations = ReturnType<typeof createReadModelGenerations>;
