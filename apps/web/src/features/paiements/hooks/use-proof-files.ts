import { useEffect, useRef, useState } from 'react';
import { PROOF_REQUIRED, validateProofFiles } from '@parcelles/shared/contracts/paiements';

export interface ProofEntry {
  id: string;
  file: File;
  /** An object URL for an image's thumbnail; null for a PDF. */
  previewUrl: string | null;
}

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * The 1-5 proof files of the form (spec §5), checked as they are added with the shared rules.
 * Thumbnails use object URLs, which hold the file in memory until revoked: each is revoked when
 * its file is removed and all of them when the form goes away.
 */
export function useProofFiles() {
  const [entries, setEntries] = useState<ProofEntry[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const entriesRef = useRef(entries);
  const nextId = useRef(0);

  useEffect(() => {
    entriesRef.current = entries;
  }, [entries]);
  useEffect(
    () => () => {
      for (const entry of entriesRef.current) if (entry.previewUrl) URL.revokeObjectURL(entry.previewUrl);
    },
    [],
  );

  function add(files: readonly File[]) {
    // Closing the file picker without choosing anything is not a mistake.
    if (files.length === 0) return;
    const result = validateProofFiles(entries.length, files);
    const added = result.accepted.map((file) => ({
      id: String((nextId.current += 1)),
      file,
      previewUrl: isImage(file) ? URL.createObjectURL(file) : null,
    }));
    setEntries([...entries, ...added]);
    setErrors(result.errors);
  }

  function remove(id: string) {
    const entry = entries.find((candidate) => candidate.id === id);
    if (entry?.previewUrl) URL.revokeObjectURL(entry.previewUrl);
    setEntries(entries.filter((candidate) => candidate.id !== id));
    setErrors([]);
  }

  /** On submit: at least one file, or the spec's message. */
  function checkNotEmpty(): boolean {
    if (entries.length > 0) return true;
    setErrors([PROOF_REQUIRED]);
    return false;
  }

  return { entries, errors, add, remove, checkNotEmpty };
}
