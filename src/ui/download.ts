// Hands a file made in the page to the browser's downloads, under the given name.
export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has taken the data once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url));
}
