-- A PAN or GSTIN another vendor gave too is flagged on the vendor's documents (server/repositories/vendorDocuments.ts
-- numberTakenByOther): the lookup by requirement and number reads this index, not every document.
CREATE INDEX vendor_documents_number ON vendor_documents (requirement, number) WHERE number IS NOT NULL;
