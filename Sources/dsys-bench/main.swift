print("dsys-bench")
