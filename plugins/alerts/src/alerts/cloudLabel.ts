/** A cloud's name as the user reads it; null for an IaC finding about no cloud (a Kubernetes manifest, a Dockerfile). */
export const cloudLabel = (cloud: string | null): string | null => (cloud === 'aws' ? 'AWS' : cloud === 'azure' ? 'Azure' : cloud || null);
