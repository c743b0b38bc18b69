"""The balance report in pictures (``cardtable simulate --plot DIR`` and ``--html FILE``).

``charts`` reads a simulation summary (the ``--json`` object) into chart data, plain values with no
plotting library; ``draw`` turns each chart into a matplotlib figure (the ``plots`` extra);
``output`` writes the figures as SVG and PNG and the self-contained HTML page."""
