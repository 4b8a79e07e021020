"""One loader per source kind; ``detect.load_tools`` picks the kind of an input."""
