main corpus.variants.switch_.Main.main

proc corpus.variants.switch_.Main$Cell.<init>[corpus.variants.switch_.Main$Cell@Main.java:58] {
}

proc corpus.variants.switch_.Main$Move.<init>[corpus.variants.switch_.Main$Move@Main.java:60,corpus.variants.switch_.Main.main:60#10] {
  s4: write corpus.variants.switch_.Main$Move@Main.java:60[corpus.variants.switch_.Main.main:60#10].source // at corpus.variants.switch_.Main$Move.<init>(Main.java:25)
  s5: write corpus.variants.switch_.Main$Move@Main.java:60[corpus.variants.switch_.Main.main:60#10].target // at corpus.variants.switch_.Main$Move.<init>(Main.java:25)
}

proc corpus.variants.switch_.Main$Move.source[corpus.variants.switch_.Main$Move@Main.java:60,corpus.variants.switch_.Main.main:60#10] {
  s1: read corpus.variants.switch_.Main$Move@Main.java:60[corpus.variants.switch_.Main.main:60#10].source // at corpus.variants.switch_.Main$Move.source(Main.java:25)
}

proc corpus.variants.switch_.Main$Move.target[corpus.variants.switch_.Main$Move@Main.java:60,corpus.variants.switch_.Main.main:60#10] {
  s1: read corpus.variants.switch_.Main$Move@Main.java:60[corpus.variants.switch_.Main.main:60#10].target // at corpus.variants.switch_.Main$Move.target(Main.java:25)
}

proc corpus.variants.switch_.Main$Swap.<init>[corpus.variants.switch_.Main$Swap@Main.java:61,corpus.variants.switch_.Main.main:61#14] {
  s4: write corpus.variants.switch_.Main$Swap@Main.java:61[corpus.variants.switch_.Main.main:61#14].left // at corpus.variants.switch_.Main$Swap.<init>(Main.java:28)
  s5: write corpus.variants.switch_.Main$Swap@Main.java:61[corpus.variants.switch_.Main.main:61#14].right // at corpus.variants.switch_.Main$Swap.<init>(Main.java:28)
}

proc corpus.variants.switch_.Main$Swap.left[corpus.variants.switch_.Main$Swap@Main.java:61,corpus.variants.switch_.Main.main:61#14] {
  s1: read corpus.variants.switch_.Main$Swap@Main.java:61[corpus.variants.switch_.Main.main:61#14].left // at corpus.variants.switch_.Main$Swap.left(Main.java:28)
}

proc corpus.variants.switch_.Main$Swap.right[corpus.variants.switch_.Main$Swap@Main.java:61,corpus.variants.switch_.Main.main:61#14] {
  s1: read corpus.variants.switch_.Main$Swap@Main.java:61[corpus.variants.switch_.Main.main:61#14].right // at corpus.variants.switch_.Main$Swap.right(Main.java:28)
}

proc corpus.variants.switch_.Main.execute[args(p0=new:corpus.variants.switch_.Main$Move),corpus.variants.switch_.Main.lambda$main$0:60#4,corpus.variants.switch_.Main.main:60#10] {
  s6: call corpus.variants.switch_.Main$Move.source[corpus.variants.switch_.Main$Move@Main.java:60,corpus.variants.switch_.Main.main:60#10] // at corpus.variants.switch_.Main.execute(Main.java:36)
  s8: call corpus.variants.switch_.Main$Move.target[corpus.variants.switch_.Main$Move@Main.java:60,corpus.variants.switch_.Main.main:60#10] // at corpus.variants.switch_.Main.execute(Main.java:36)
  s11: acquire corpus.variants.switch_.Main$Cell@Main.java:58 // at corpus.variants.switch_.Main.execute(Main.java:37)
  s13: acquire corpus.variants.switch_.Main$Cell@Main.java:59 // at corpus.variants.switch_.Main.execute(Main.java:38)
  s14: read corpus.variants.switch_.Main$Cell@Main.java:59.value // at corpus.variants.switch_.Main.execute(Main.java:39)
  s15: read corpus.variants.switch_.Main$Cell@Main.java:58.value // at corpus.variants.switch_.Main.execute(Main.java:39)
  s17: write corpus.variants.switch_.Main$Cell@Main.java:59.value // at corpus.variants.switch_.Main.execute(Main.java:39)
  s18: write corpus.variants.switch_.Main$Cell@Main.java:58.value // at corpus.variants.switch_.Main.execute(Main.java:40)
  s19: release corpus.variants.switch_.Main$Cell@Main.java:59 // at corpus.variants.switch_.Main.execute(Main.java:41)
  s72: release corpus.variants.switch_.Main$Cell@Main.java:58 // at corpus.variants.switch_.Main.execute(Main.java:42)
}

proc corpus.variants.switch_.Main.execute[args(p0=new:corpus.variants.switch_.Main$Swap),corpus.variants.switch_.Main.lambda$main$1:61#4,corpus.variants.switch_.Main.main:61#14] {
  s38: call corpus.variants.switch_.Main$Swap.left[corpus.variants.switch_.Main$Swap@Main.java:61,corpus.variants.switch_.Main.main:61#14] // at corpus.variants.switch_.Main.execute(Main.java:44)
  s40: call corpus.variants.switch_.Main$Swap.right[corpus.variants.switch_.Main$Swap@Main.java:61,corpus.variants.switch_.Main.main:61#14] // at corpus.variants.switch_.Main.execute(Main.java:44)
  s43: acquire corpus.variants.switch_.Main$Cell@Main.java:59 // at corpus.variants.switch_.Main.execute(Main.java:45)
  s45: acquire corpus.variants.switch_.Main$Cell@Main.java:58 // at corpus.variants.switch_.Main.execute(Main.java:46)
  s46: read corpus.variants.switch_.Main$Cell@Main.java:58.value // at corpus.variants.switch_.Main.execute(Main.java:47)
  s47: read corpus.variants.switch_.Main$Cell@Main.java:59.value // at corpus.variants.switch_.Main.execute(Main.java:48)
  s48: write corpus.variants.switch_.Main$Cell@Main.java:58.value // at corpus.variants.switch_.Main.execute(Main.java:48)
  s49: write corpus.variants.switch_.Main$Cell@Main.java:59.value // at corpus.variants.switch_.Main.execute(Main.java:49)
  s50: release corpus.variants.switch_.Main$Cell@Main.java:58 // at corpus.variants.switch_.Main.execute(Main.java:50)
  s69: release corpus.variants.switch_.Main$Cell@Main.java:59 // at corpus.variants.switch_.Main.execute(Main.java:51)
}

proc corpus.variants.switch_.Main.lambda$main$0[corpus.variants.switch_.Main.main:60#10] {
  s3: call corpus.variants.switch_.Main$Move.<init>[corpus.variants.switch_.Main$Move@Main.java:60,corpus.variants.switch_.Main.main:60#10] // at corpus.variants.switch_.Main.lambda$main$0(Main.java:60)
  s4: call corpus.variants.switch_.Main.execute[args(p0=new:corpus.variants.switch_.Main$Move),corpus.variants.switch_.Main.lambda$main$0:60#4,corpus.variants.switch_.Main.main:60#10] // at corpus.variants.switch_.Main.lambda$main$0(Main.java:60)
}

proc corpus.variants.switch_.Main.lambda$main$1[corpus.variants.switch_.Main.main:61#14] {
  s3: call corpus.variants.switch_.Main$Swap.<init>[corpus.variants.switch_.Main$Swap@Main.java:61,corpus.variants.switch_.Main.main:61#14] // at corpus.variants.switch_.Main.lambda$main$1(Main.java:61)
  s4: call corpus.variants.switch_.Main.execute[args(p0=new:corpus.variants.switch_.Main$Swap),corpus.variants.switch_.Main.lambda$main$1:61#4,corpus.variants.switch_.Main.main:61#14] // at corpus.variants.switch_.Main.lambda$main$1(Main.java:61)
}

proc corpus.variants.switch_.Main.main {
  s2: call corpus.variants.switch_.Main$Cell.<init>[corpus.variants.switch_.Main$Cell@Main.java:58] // at corpus.variants.switch_.Main.main(Main.java:58)
  s5: call corpus.variants.switch_.Main$Cell.<init>[corpus.variants.switch_.Main$Cell@Main.java:58] // at corpus.variants.switch_.Main.main(Main.java:59)
  s10: fork corpus.variants.switch_.Main.lambda$main$0[corpus.variants.switch_.Main.main:60#10] java.lang.Thread@Main.java:60 // at corpus.variants.switch_.Main.main(Main.java:60)
  s14: fork corpus.variants.switch_.Main.lambda$main$1[corpus.variants.switch_.Main.main:61#14] java.lang.Thread@Main.java:61 // at corpus.variants.switch_.Main.main(Main.java:61)
}
