/** The tenant's flag for uploading, composing, editing and deleting custom frameworks (off unless turned on). */
export const CUSTOM_FRAMEWORKS_FLAG = 'compliance_custom_benchmarks';
