/**
 * The product's resource registry with the fixture's units of measure last. The extension test's copy of the
 * repository declares them in the product (tests/vendorKindFixture/onACopy.test.ts): there they are moved to the
 * end, so a test sees the same registry either way.
 */
import { RESOURCE_DECLARATIONS, type ResourceRegistry } from '../../src/domain/resources/index.ts';
import { unitsOfMeasure } from './unitsOfMeasure.ts';

/** The product's registry without the fixture's resource (as the product ships it). */
export const productWithoutUnits: ResourceRegistry = (RESOURCE_DECLARATIONS as ResourceRegistry).filter((declaration) => declaration.name !== unitsOfMeasure.name);

export const withUnitsOfMeasure: ResourceRegistry = [...productWithoutUnits, unitsOfMeasure];
