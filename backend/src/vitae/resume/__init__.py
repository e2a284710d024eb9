"""Resume text -> structured resume (the parser) and the resume model, compatible with JSON Resume."""
