import {
  type KyselyPlugin, OperationNodeTransformer, OperatorNode, type PluginTransformQueryArgs, type PluginTransformResultArgs,
  type QueryResult, RawNode, type RootOperationNode, type UnknownRow,
} from 'kysely';

const LIKE = /\bLIKE\b/;
const EVERY_LIKE = /\bLIKE\b/g;

class LikeToIlike extends OperationNodeTransformer {
  protected override transformOperator(node: OperatorNode): OperatorNode {
    if (node.operator === 'like') return OperatorNode.create('ilike');
    if (node.operator === 'not like') return OperatorNode.create('not ilike');
    return super.transformOperator(node);
  }

  protected override transformRaw(node: RawNode): RawNode {
    const raw = super.transformRaw(node);
    if (!raw.sqlFragments.some((f) => LIKE.test(f))) return raw;
    return { ...raw, sqlFragments: raw.sqlFragments.map((f) => f.replace(EVERY_LIKE, 'ILIKE')) };
  }
}

/**
 * On PostgreSQL, LIKE is case-sensitive; SQLite's (the searches were written for it) ignores ASCII case. This plugin
 * turns every LIKE, in query builders and in sql`` fragments, into ILIKE, so a search matches the same rows on both.
 */
export class CaseInsensitiveLikePlugin implements KyselyPlugin {
  readonly #transformer = new LikeToIlike();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
