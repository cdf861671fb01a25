"""Playing over the network (pure Python, no Qt)."""
