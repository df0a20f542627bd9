main corpus.variants.switch_.fixed.Main.main

proc corpus.variants.switch_.fixed.Main$Cell.<init>[corpus.variants.switch_.fixed.Main$Cell@Main.java:55] {
}

proc corpus.variants.switch_.fixed.Main$Move.<init>[corpus.variants.switch_.fixed.Main$Move@Main.java:57,corpus.variants.switch_.fixed.Main.main:57#10] {
  s4: write corpus.variants.switch_.fixed.Main$Move@Main.java:57[corpus.variants.switch_.fixed.Main.main:57#10].source // at corpus.variants.switch_.fixed.Main$Move.<init>(Main.java:22)
  s5: write corpus.variants.switch_.fixed.Main$Move@Main.java:57[corpus.variants.switch_.fixed.Main.main:57#10].target // at corpus.variants.switch_.fixed.Main$Move.<init>(Main.java:22)
}

proc corpus.variants.switch_.fixed.Main$Move.source[corpus.variants.switch_.fixed.Main$Move@Main.java:57,corpus.variants.switch_.fixed.Main.main:57#10] {
  s1: read corpus.variants.switch_.fixed.Main$Move@Main.java:57[corpus.variants.switch_.fixed.Main.main:57#10].source // at corpus.variants.switch_.fixed.Main$Move.source(Main.java:22)
}

proc corpus.variants.switch_.fixed.Main$Move.target[corpus.variants.switch_.fixed.Main$Move@Main.java:57,corpus.variants.switch_.fixed.Main.main:57#10] {
  s1: read corpus.variants.switch_.fixed.Main$Move@Main.java:57[corpus.variants.switch_.fixed.Main.main:57#10].target // at corpus.variants.switch_.fixed.Main$Move.target(Main.java:22)
}

proc corpus.variants.switch_.fixed.Main$Swap.<init>[corpus.variants.switch_.fixed.Main$Swap@Main.java:58,corpus.variants.switch_.fixed.Main.main:58#14] {
  s4: write corpus.variants.switch_.fixed.Main$Swap@Main.java:58[corpus.variants.switch_.fixed.Main.main:58#14].left // at corpus.variants.switch_.fixed.Main$Swap.<init>(Main.java:25)
  s5: write corpus.variants.switch_.fixed.Main$Swap@Main.java:58[corpus.variants.switch_.fixed.Main.main:58#14].right // at corpus.variants.switch_.fixed.Main$Swap.<init>(Main.java:25)
}

proc corpus.variants.switch_.fixed.Main$Swap.left[corpus.variants.switch_.fixed.Main$Swap@Main.java:58,corpus.variants.switch_.fixed.Main.main:58#14] {
  s1: read corpus.variants.switch_.fixed.Main$Swap@Main.java:58[corpus.variants.switch_.fixed.Main.main:58#14].left // at corpus.variants.switch_.fixed.Main$Swap.left(Main.java:25)
}

proc corpus.variants.switch_.fixed.Main$Swap.right[corpus.variants.switch_.fixed.Main$Swap@Main.java:58,corpus.variants.switch_.fixed.Main.main:58#14] {
  s1: read corpus.variants.switch_.fixed.Main$Swap@Main.java:58[corpus.variants.switch_.fixed.Main.main:58#14].right // at corpus.variants.switch_.fixed.Main$Swap.right(Main.java:25)
}

proc corpus.variants.switch_.fixed.Main.execute[args(p0=new:corpus.variants.switch_.fixed.Main$Move),corpus.variants.switch_.fixed.Main.lambda$main$0:57#4,corpus.variants.switch_.fixed.Main.main:57#10] {
  s6: call corpus.variants.switch_.fixed.Main$Move.source[corpus.variants.switch_.fixed.Main$Move@Main.java:57,corpus.variants.switch_.fixed.Main.main:57#10] // at corpus.variants.switch_.fixed.Main.execute(Main.java:33)
  s8: call corpus.variants.switch_.fixed.Main$Move.target[corpus.variants.switch_.fixed.Main$Move@Main.java:57,corpus.variants.switch_.fixed.Main.main:57#10] // at corpus.variants.switch_.fixed.Main.execute(Main.java:33)
  s11: acquire corpus.variants.switch_.fixed.Main$Cell@Main.java:55 // at corpus.variants.switch_.fixed.Main.execute(Main.java:34)
  s13: acquire corpus.variants.switch_.fixed.Main$Cell@Main.java:56 // at corpus.variants.switch_.fixed.Main.execute(Main.java:35)
  s14: read corpus.variants.switch_.fixed.Main$Cell@Main.java:56.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:36)
  s15: read corpus.variants.switch_.fixed.Main$Cell@Main.java:55.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:36)
  s17: write corpus.variants.switch_.fixed.Main$Cell@Main.java:56.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:36)
  s18: write corpus.variants.switch_.fixed.Main$Cell@Main.java:55.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:37)
  s19: release corpus.variants.switch_.fixed.Main$Cell@Main.java:56 // at corpus.variants.switch_.fixed.Main.execute(Main.java:38)
  s72: release corpus.variants.switch_.fixed.Main$Cell@Main.java:55 // at corpus.variants.switch_.fixed.Main.execute(Main.java:39)
}

proc corpus.variants.switch_.fixed.Main.execute[args(p0=new:corpus.variants.switch_.fixed.Main$Swap),corpus.variants.switch_.fixed.Main.lambda$main$1:58#4,corpus.variants.switch_.fixed.Main.main:58#14] {
  s38: call corpus.variants.switch_.fixed.Main$Swap.left[corpus.variants.switch_.fixed.Main$Swap@Main.java:58,corpus.variants.switch_.fixed.Main.main:58#14] // at corpus.variants.switch_.fixed.Main.execute(Main.java:41)
  s40: call corpus.variants.switch_.fixed.Main$Swap.right[corpus.variants.switch_.fixed.Main$Swap@Main.java:58,corpus.variants.switch_.fixed.Main.main:58#14] // at corpus.variants.switch_.fixed.Main.execute(Main.java:41)
  s43: acquire corpus.variants.switch_.fixed.Main$Cell@Main.java:55 // at corpus.variants.switch_.fixed.Main.execute(Main.java:42)
  s45: acquire corpus.variants.switch_.fixed.Main$Cell@Main.java:56 // at corpus.variants.switch_.fixed.Main.execute(Main.java:43)
  s46: read corpus.variants.switch_.fixed.Main$Cell@Main.java:55.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:44)
  s47: read corpus.variants.switch_.fixed.Main$Cell@Main.java:56.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:45)
  s48: write corpus.variants.switch_.fixed.Main$Cell@Main.java:55.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:45)
  s49: write corpus.variants.switch_.fixed.Main$Cell@Main.java:56.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:46)
  s50: release corpus.variants.switch_.fixed.Main$Cell@Main.java:56 // at corpus.variants.switch_.fixed.Main.execute(Main.java:47)
  s69: release corpus.variants.switch_.fixed.Main$Cell@Main.java:55 // at corpus.variants.switch_.fixed.Main.execute(Main.java:48)
}

proc corpus.variants.switch_.fixed.Main.lambda$main$0[corpus.variants.switch_.fixed.Main.main:57#10] {
  s3: call corpus.variants.switch_.fixed.Main$Move.<init>[corpus.variants.switch_.fixed.Main$Move@Main.java:57,corpus.variants.switch_.fixed.Main.main:57#10] // at corpus.variants.switch_.fixed.Main.lambda$main$0(Main.java:57)
  s4: call corpus.variants.switch_.fixed.Main.execute[args(p0=new:corpus.variants.switch_.fixed.Main$Move),corpus.variants.switch_.fixed.Main.lambda$main$0:57#4,corpus.variants.switch_.fixed.Main.main:57#10] // at corpus.variants.switch_.fixed.Main.lambda$main$0(Main.java:57)
}

proc corpus.variants.switch_.fixed.Main.lambda$main$1[corpus.variants.switch_.fixed.Main.main:58#14] {
  s3: call corpus.variants.switch_.fixed.Main$Swap.<init>[corpus.variants.switch_.fixed.Main$Swap@Main.java:58,corpus.variants.switch_.fixed.Main.main:58#14] // at corpus.variants.switch_.fixed.Main.lambda$main$1(Main.java:58)
  s4: call corpus.variants.switch_.fixed.Main.execute[args(p0=new:corpus.variants.switch_.fixed.Main$Swap),corpus.variants.switch_.fixed.Main.lambda$main$1:58#4,corpus.variants.switch_.fixed.Main.main:58#14] // at corpus.variants.switch_.fixed.Main.lambda$main$1(Main.java:58)
}

proc corpus.variants.switch_.fixed.Main.main {
  s2: call corpus.variants.switch_.fixed.Main$Cell.<init>[corpus.variants.switch_.fixed.Main$Cell@Main.java:55] // at corpus.variants.switch_.fixed.Main.main(Main.java:55)
  s5: call corpus.variants.switch_.fixed.Main$Cell.<init>[corpus.variants.switch_.fixed.Main$Cell@Main.java:55] // at corpus.variants.switch_.fixed.Main.main(Main.java:56)
  s10: fork corpus.variants.switch_.fixed.Main.lambda$main$0[corpus.variants.switch_.fixed.Main.main:57#10] java.lang.Thread@Main.java:57 // at corpus.variants.switch_.fixed.Main.main(Main.java:57)
  s14: fork corpus.variants.switch_.fixed.Main.lambda$main$1[corpus.variants.switch_.fixed.Main.main:58#14] java.lang.Thread@Main.java:58 // at corpus.variants.switch_.fixed.Main.main(Main.java:58)
}
