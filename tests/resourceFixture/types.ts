/** So that unitsOfMeasure.ts reads the same here as copied into src/domain/resources/ (its `./types` import). */
export * from '../../src/domain/resources/types';
