import { vegetableCategories } from '../domain/resources/vegetableCategories';

/** Who may open the master screens: roles that may change master data (the category declarations' area). */
export const MASTER_ACCESS = { resource: vegetableCategories.name, action: 'list' } as const;
