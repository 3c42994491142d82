/** The tenant's flag for uploading, composing, editing and deleting custom frameworks (off unless turned on). */
export const CUSTOM_FRAMEWORKS_FLAG = 'compliance_custom_benchmarks';
/** The tenant's flag for the framework report as PDF (on unless turned off). */
export const PDF_EXPORT_FLAG = 'compliance_pdf_export';
