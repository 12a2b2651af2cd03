/**
 * Every component of `@yjf/ui/arcoCore`, `arcoInputs` and `arcoTable`: what areas built against kernel 2.1 or
 * earlier import. New code imports the set it draws with, so a screen without a table loads none.
 */
export * from './arcoCore';
export * from './arcoInputs';
export * from './arcoTable';
