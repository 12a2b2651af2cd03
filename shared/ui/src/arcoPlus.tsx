/**
 * The heavier Arco Design components, all of them: what areas built against kernel 2.1 or earlier import.
 * New code imports the set it draws with (`@yjf/ui/arcoDates`, `arcoTrees`, `arcoFiles`, `arcoDetails`), so
 * a list with a date search loads the date pickers and not the trees, uploads and timelines too.
 */
export * from './arcoDates';
export * from './arcoDetails';
export * from './arcoFiles';
export * from './arcoTrees';
