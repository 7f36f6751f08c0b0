import { useEffect, useRef, useState } from 'react';
import { PROOF_REQUIRED, validateProofFiles } from '@parcelles/shared/contracts/proof-files';
import { compressProofImage, isCompressible } from '../lib/compress-image';

export interface ProofEntry {
  id: string;
  file: File;
  /** The size of the file as chosen, when it was shrunk before sending (ADR 026). */
  originalSize?: number;
  /** An object URL for an image's thumbnail; null for a PDF. */
  previewUrl: string | null;
}

const isImage = (file: File) => file.type.startsWith('image/');

/**
 * The 1-5 proof files of the form (spec §5), checked as they are added with the shared rules.
 * Photos are shrunk first (lib/compress-image.ts), so a phone photo over the size limit is judged
 * by what will be sent.
 * Thumbnails use object URLs, which hold the file in memory until revoked: each is revoked when
 * its file is removed and all of them when the form goes away.
 */
export function useProofFiles() {
  const [entries, setEntries] = useState<ProofEntry[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  /** How many choices are still being shrunk. */
  const [preparing, setPreparing] = useState(0);
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

  function accept(prepared: readonly { file: File; originalSize: number }[]) {
    const current = entriesRef.current;
    const result = validateProofFiles(
      current.length,
      prepared.map(({ file }) => file),
    );
    const added = prepared
      .filter(({ file }) => result.accepted.includes(file))
      .map(({ file, originalSize }) => ({
        id: String((nextId.current += 1)),
        file,
        ...(originalSize !== file.size && { originalSize }),
        previewUrl: isImage(file) ? URL.createObjectURL(file) : null,
      }));
    entriesRef.current = [...current, ...added];
    setEntries(entriesRef.current);
    setErrors(result.errors);
  }

  function add(files: readonly File[]) {
    // Closing the file picker without choosing anything is not a mistake.
    if (files.length === 0) return;
    const asChosen = files.map((file) => ({ file, originalSize: file.size }));
    // Nothing to shrink (PDFs, or a browser that cannot decode images): at once.
    if (typeof createImageBitmap !== 'function' || !files.some(isCompressible)) {
      accept(asChosen);
      return;
    }
    setPreparing((count) => count + 1);
    void Promise.all(
      files.map(async (file) => ({ file: await compressProofImage(file), originalSize: file.size })),
    )
      .then(accept, () => accept(asChosen))
      .finally(() => setPreparing((count) => count - 1));
  }

  function remove(id: string) {
    const entry = entries.find((candidate) => candidate.id === id);
    if (entry?.previewUrl) URL.revokeObjectURL(entry.previewUrl);
    entriesRef.current = entries.filter((candidate) => candidate.id !== id);
    setEntries(entriesRef.current);
    setErrors([]);
  }

  /** On submit: at least one file, or the spec's message. */
  function checkNotEmpty(): boolean {
    if (entries.length > 0) return true;
    setErrors([PROOF_REQUIRED]);
    return false;
  }

  return { entries, errors, add, remove, checkNotEmpty, preparing: preparing > 0 };
}
