print("layoutd-bench")
