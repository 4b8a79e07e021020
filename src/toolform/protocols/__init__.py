"""Answer protocols: how the model is asked to answer, and how its answer is read back."""
