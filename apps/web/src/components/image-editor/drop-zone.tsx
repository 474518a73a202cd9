import { useRef, useState, type DragEvent, type ReactNode } from 'react';

export interface DropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Draws the zone; `dragging` is true while files are held over it. */
  children: (dragging: boolean) => ReactNode;
  className?: string;
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/** An area that takes image files dropped on it (`002` §2.3, §2.5: drag and drop). */
export function DropZone({ onFiles, disabled = false, children, className }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed, so the zone counts them.
  const depth = useRef(0);

  const leave = () => {
    depth.current = 0;
    setDragging(false);
  };

  return (
    <div
      className={className}
      onDragEnter={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current -= 1;
        if (depth.current <= 0) leave();
      }}
      onDrop={(event) => {
        if (disabled) return;
        event.preventDefault();
        leave();
        const files = Array.from(event.dataTransfer.files).filter(
          (file) => file.type.startsWith('image/') || file.type === '',
        );
        if (files.length > 0) onFiles(files);
      }}
    >
      {children(dragging)}
    </div>
  );
}
