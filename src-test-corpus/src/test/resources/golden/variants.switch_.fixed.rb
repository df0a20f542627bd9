main corpus.variants.switch_.fixed.Main.main

proc corpus.variants.switch_.fixed.Main$Cell.<init>[corpus.variants.switch_.fixed.Main$Cell@Main.java:57] {
}

proc corpus.variants.switch_.fixed.Main$Cell.<init>[corpus.variants.switch_.fixed.Main$Cell@Main.java:58] {
}

proc corpus.variants.switch_.fixed.Main$Move.<init>[corpus.variants.switch_.fixed.Main$Move@Main.java:59,corpus.variants.switch_.fixed.Main.main:59#10] {
  s4: write corpus.variants.switch_.fixed.Main$Move@Main.java:59[corpus.variants.switch_.fixed.Main.main:59#10].source // at corpus.variants.switch_.fixed.Main$Move.<init>(Main.java:24)
  s5: write corpus.variants.switch_.fixed.Main$Move@Main.java:59[corpus.variants.switch_.fixed.Main.main:59#10].target // at corpus.variants.switch_.fixed.Main$Move.<init>(Main.java:24)
}

proc corpus.variants.switch_.fixed.Main$Move.source[corpus.variants.switch_.fixed.Main$Move@Main.java:59,corpus.variants.switch_.fixed.Main.main:59#10] {
  s1: read corpus.variants.switch_.fixed.Main$Move@Main.java:59[corpus.variants.switch_.fixed.Main.main:59#10].source // at corpus.variants.switch_.fixed.Main$Move.source(Main.java:24)
}

proc corpus.variants.switch_.fixed.Main$Move.target[corpus.variants.switch_.fixed.Main$Move@Main.java:59,corpus.variants.switch_.fixed.Main.main:59#10] {
  s1: read corpus.variants.switch_.fixed.Main$Move@Main.java:59[corpus.variants.switch_.fixed.Main.main:59#10].target // at corpus.variants.switch_.fixed.Main$Move.target(Main.java:24)
}

proc corpus.variants.switch_.fixed.Main$Swap.<init>[corpus.variants.switch_.fixed.Main$Swap@Main.java:60,corpus.variants.switch_.fixed.Main.main:60#14] {
  s4: write corpus.variants.switch_.fixed.Main$Swap@Main.java:60[corpus.variants.switch_.fixed.Main.main:60#14].left // at corpus.variants.switch_.fixed.Main$Swap.<init>(Main.java:27)
  s5: write corpus.variants.switch_.fixed.Main$Swap@Main.java:60[corpus.variants.switch_.fixed.Main.main:60#14].right // at corpus.variants.switch_.fixed.Main$Swap.<init>(Main.java:27)
}

proc corpus.variants.switch_.fixed.Main$Swap.left[corpus.variants.switch_.fixed.Main$Swap@Main.java:60,corpus.variants.switch_.fixed.Main.main:60#14] {
  s1: read corpus.variants.switch_.fixed.Main$Swap@Main.java:60[corpus.variants.switch_.fixed.Main.main:60#14].left // at corpus.variants.switch_.fixed.Main$Swap.left(Main.java:27)
}

proc corpus.variants.switch_.fixed.Main$Swap.right[corpus.variants.switch_.fixed.Main$Swap@Main.java:60,corpus.variants.switch_.fixed.Main.main:60#14] {
  s1: read corpus.variants.switch_.fixed.Main$Swap@Main.java:60[corpus.variants.switch_.fixed.Main.main:60#14].right // at corpus.variants.switch_.fixed.Main$Swap.right(Main.java:27)
}

proc corpus.variants.switch_.fixed.Main.execute[corpus.variants.switch_.fixed.Main.lambda$main$0:59#4,corpus.variants.switch_.fixed.Main.main:59#10] {
  s4: jump s6 s43 s62 exit               // at corpus.variants.switch_.fixed.Main.execute(Main.java:34)
  s6: call corpus.variants.switch_.fixed.Main$Move.source[corpus.variants.switch_.fixed.Main$Move@Main.java:59,corpus.variants.switch_.fixed.Main.main:59#10] // at corpus.variants.switch_.fixed.Main.execute(Main.java:35)
  s8: call corpus.variants.switch_.fixed.Main$Move.target[corpus.variants.switch_.fixed.Main$Move@Main.java:59,corpus.variants.switch_.fixed.Main.main:59#10] // at corpus.variants.switch_.fixed.Main.execute(Main.java:35)
  s11: acquire corpus.variants.switch_.fixed.Main$Cell@Main.java:57 // at corpus.variants.switch_.fixed.Main.execute(Main.java:36)
  s13: acquire corpus.variants.switch_.fixed.Main$Cell@Main.java:58 // at corpus.variants.switch_.fixed.Main.execute(Main.java:37)
  s14: read corpus.variants.switch_.fixed.Main$Cell@Main.java:58.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:38)
  s15: read corpus.variants.switch_.fixed.Main$Cell@Main.java:57.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:38)
  s17: write corpus.variants.switch_.fixed.Main$Cell@Main.java:58.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:38)
  s18: write corpus.variants.switch_.fixed.Main$Cell@Main.java:57.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:39)
  s19: release corpus.variants.switch_.fixed.Main$Cell@Main.java:58 // at corpus.variants.switch_.fixed.Main.execute(Main.java:40)
  s19_1: goto s72                        // at corpus.variants.switch_.fixed.Main.execute(Main.java:40)
  s43: acquire ?corpus.variants.switch_.fixed.Main$Cell // at corpus.variants.switch_.fixed.Main.execute(Main.java:44)
  s45: acquire ?corpus.variants.switch_.fixed.Main$Cell // at corpus.variants.switch_.fixed.Main.execute(Main.java:45)
  s46: read corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:46)
  s47: read corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:47)
  s48: write corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:47)
  s49: write corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:48)
  s50: release ?corpus.variants.switch_.fixed.Main$Cell // at corpus.variants.switch_.fixed.Main.execute(Main.java:49)
  s50_1: goto s69                        // at corpus.variants.switch_.fixed.Main.execute(Main.java:49)
  s62: write corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:52)
  s62_1: goto exit                       // at corpus.variants.switch_.fixed.Main.execute(Main.java:52)
  s69: release ?corpus.variants.switch_.fixed.Main$Cell // at corpus.variants.switch_.fixed.Main.execute(Main.java:50)
  s69_1: goto exit                       // at corpus.variants.switch_.fixed.Main.execute(Main.java:50)
  s72: release corpus.variants.switch_.fixed.Main$Cell@Main.java:57 // at corpus.variants.switch_.fixed.Main.execute(Main.java:41)
}

proc corpus.variants.switch_.fixed.Main.execute[corpus.variants.switch_.fixed.Main.lambda$main$1:60#4,corpus.variants.switch_.fixed.Main.main:60#14] {
  s4: jump s11 s38 s62 exit              // at corpus.variants.switch_.fixed.Main.execute(Main.java:34)
  s11: acquire ?corpus.variants.switch_.fixed.Main$Cell // at corpus.variants.switch_.fixed.Main.execute(Main.java:36)
  s13: acquire ?corpus.variants.switch_.fixed.Main$Cell // at corpus.variants.switch_.fixed.Main.execute(Main.java:37)
  s14: read corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:38)
  s15: read corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:38)
  s17: write corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:38)
  s18: write corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:39)
  s19: release ?corpus.variants.switch_.fixed.Main$Cell // at corpus.variants.switch_.fixed.Main.execute(Main.java:40)
  s19_1: goto s72                        // at corpus.variants.switch_.fixed.Main.execute(Main.java:40)
  s38: call corpus.variants.switch_.fixed.Main$Swap.left[corpus.variants.switch_.fixed.Main$Swap@Main.java:60,corpus.variants.switch_.fixed.Main.main:60#14] // at corpus.variants.switch_.fixed.Main.execute(Main.java:43)
  s40: call corpus.variants.switch_.fixed.Main$Swap.right[corpus.variants.switch_.fixed.Main$Swap@Main.java:60,corpus.variants.switch_.fixed.Main.main:60#14] // at corpus.variants.switch_.fixed.Main.execute(Main.java:43)
  s43: acquire corpus.variants.switch_.fixed.Main$Cell@Main.java:57 // at corpus.variants.switch_.fixed.Main.execute(Main.java:44)
  s45: acquire corpus.variants.switch_.fixed.Main$Cell@Main.java:58 // at corpus.variants.switch_.fixed.Main.execute(Main.java:45)
  s46: read corpus.variants.switch_.fixed.Main$Cell@Main.java:57.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:46)
  s47: read corpus.variants.switch_.fixed.Main$Cell@Main.java:58.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:47)
  s48: write corpus.variants.switch_.fixed.Main$Cell@Main.java:57.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:47)
  s49: write corpus.variants.switch_.fixed.Main$Cell@Main.java:58.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:48)
  s50: release corpus.variants.switch_.fixed.Main$Cell@Main.java:58 // at corpus.variants.switch_.fixed.Main.execute(Main.java:49)
  s50_1: goto s69                        // at corpus.variants.switch_.fixed.Main.execute(Main.java:49)
  s62: write corpus.variants.switch_.fixed.Main$Cell.value // at corpus.variants.switch_.fixed.Main.execute(Main.java:52)
  s62_1: goto exit                       // at corpus.variants.switch_.fixed.Main.execute(Main.java:52)
  s69: release corpus.variants.switch_.fixed.Main$Cell@Main.java:57 // at corpus.variants.switch_.fixed.Main.execute(Main.java:50)
  s69_1: goto exit                       // at corpus.variants.switch_.fixed.Main.execute(Main.java:50)
  s72: release ?corpus.variants.switch_.fixed.Main$Cell // at corpus.variants.switch_.fixed.Main.execute(Main.java:41)
}

proc corpus.variants.switch_.fixed.Main.lambda$main$0[corpus.variants.switch_.fixed.Main.main:59#10] {
  s3: call corpus.variants.switch_.fixed.Main$Move.<init>[corpus.variants.switch_.fixed.Main$Move@Main.java:59,corpus.variants.switch_.fixed.Main.main:59#10] // at corpus.variants.switch_.fixed.Main.lambda$main$0(Main.java:59)
  s4: call corpus.variants.switch_.fixed.Main.execute[corpus.variants.switch_.fixed.Main.lambda$main$0:59#4,corpus.variants.switch_.fixed.Main.main:59#10] // at corpus.variants.switch_.fixed.Main.lambda$main$0(Main.java:59)
}

proc corpus.variants.switch_.fixed.Main.lambda$main$1[corpus.variants.switch_.fixed.Main.main:60#14] {
  s3: call corpus.variants.switch_.fixed.Main$Swap.<init>[corpus.variants.switch_.fixed.Main$Swap@Main.java:60,corpus.variants.switch_.fixed.Main.main:60#14] // at corpus.variants.switch_.fixed.Main.lambda$main$1(Main.java:60)
  s4: call corpus.variants.switch_.fixed.Main.execute[corpus.variants.switch_.fixed.Main.lambda$main$1:60#4,corpus.variants.switch_.fixed.Main.main:60#14] // at corpus.variants.switch_.fixed.Main.lambda$main$1(Main.java:60)
}

proc corpus.variants.switch_.fixed.Main.main {
  s2: call corpus.variants.switch_.fixed.Main$Cell.<init>[corpus.variants.switch_.fixed.Main$Cell@Main.java:57] // at corpus.variants.switch_.fixed.Main.main(Main.java:57)
  s5: call corpus.variants.switch_.fixed.Main$Cell.<init>[corpus.variants.switch_.fixed.Main$Cell@Main.java:58] // at corpus.variants.switch_.fixed.Main.main(Main.java:58)
  s10: fork corpus.variants.switch_.fixed.Main.lambda$main$0[corpus.variants.switch_.fixed.Main.main:59#10] java.lang.Thread@Main.java:59 // at corpus.variants.switch_.fixed.Main.main(Main.java:59)
  s14: fork corpus.variants.switch_.fixed.Main.lambda$main$1[corpus.variants.switch_.fixed.Main.main:60#14] java.lang.Thread@Main.java:60 // at corpus.variants.switch_.fixed.Main.main(Main.java:60)
}
