main entry
counter java.util.concurrent.CountDownLatch@Main.java:26.count cap 1 init 1

proc corpus.extra.computedvalue.fixed.Main$Holder.<init>[corpus.extra.computedvalue.fixed.Main$Holder@Main.java:30,corpus.extra.computedvalue.fixed.Main.bump:34#3,args(p0=text:a),corpus.extra.computedvalue.fixed.Main.lambda$main$0:44#0] {
}

proc corpus.extra.computedvalue.fixed.Main.<clinit> {
  s2: write corpus.extra.computedvalue.fixed.Main.DONE // at corpus.extra.computedvalue.fixed.Main.<clinit>(Main.java:26)
  s6: write corpus.extra.computedvalue.fixed.Main.HOLDERS // at corpus.extra.computedvalue.fixed.Main.<clinit>(Main.java:27)
}

proc corpus.extra.computedvalue.fixed.Main.bump[args(p0=text:a),corpus.extra.computedvalue.fixed.Main.lambda$main$0:44#0] {
  s1: read corpus.extra.computedvalue.fixed.Main.HOLDERS // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:34)
  s3: write java.util.HashMap@Main.java:27.$state // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:34)
  s3_1: jump s3_2 s3_3                   // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:34)
  s3_3: call corpus.extra.computedvalue.fixed.Main.make[corpus.extra.computedvalue.fixed.Main.bump:34#3,args(p0=text:a),corpus.extra.computedvalue.fixed.Main.lambda$main$0:44#0] // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:34)
  s3_2: skip                             // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:34)
  s5: read corpus.extra.computedvalue.fixed.Main$Holder@Main.java:30[corpus.extra.computedvalue.fixed.Main.bump:34#3,args(p0=text:a),corpus.extra.computedvalue.fixed.Main.lambda$main$0:44#0].n // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:36)
  s7: write corpus.extra.computedvalue.fixed.Main$Holder@Main.java:30[corpus.extra.computedvalue.fixed.Main.bump:34#3,args(p0=text:a),corpus.extra.computedvalue.fixed.Main.lambda$main$0:44#0].n // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:36)
  s12: read corpus.extra.computedvalue.fixed.Main.DONE // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:40)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:26.count 1 else s13_1 // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:40)
  s13_1: skip                            // at corpus.extra.computedvalue.fixed.Main.bump(Main.java:40)
}

proc corpus.extra.computedvalue.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.computedvalue.fixed.Main.bump[args(p0=text:a),corpus.extra.computedvalue.fixed.Main.lambda$main$0:44#0] // at corpus.extra.computedvalue.fixed.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.computedvalue.fixed.Main.main {
  s5: fork corpus.extra.computedvalue.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:44 // at corpus.extra.computedvalue.fixed.Main.main(Main.java:45)
  s6: read corpus.extra.computedvalue.fixed.Main.DONE // at corpus.extra.computedvalue.fixed.Main.main(Main.java:46)
  s7: until java.util.concurrent.CountDownLatch@Main.java:26.count <= 0 // at corpus.extra.computedvalue.fixed.Main.main(Main.java:46)
}

proc corpus.extra.computedvalue.fixed.Main.make[corpus.extra.computedvalue.fixed.Main.bump:34#3,args(p0=text:a),corpus.extra.computedvalue.fixed.Main.lambda$main$0:44#0] {
  s2: call corpus.extra.computedvalue.fixed.Main$Holder.<init>[corpus.extra.computedvalue.fixed.Main$Holder@Main.java:30,corpus.extra.computedvalue.fixed.Main.bump:34#3,args(p0=text:a),corpus.extra.computedvalue.fixed.Main.lambda$main$0:44#0] // at corpus.extra.computedvalue.fixed.Main.make(Main.java:30)
}

proc entry {
  init0: call corpus.extra.computedvalue.fixed.Main.<clinit> // at corpus.extra.computedvalue.fixed.Main.main(Main.java:44)
  main: call corpus.extra.computedvalue.fixed.Main.main // at corpus.extra.computedvalue.fixed.Main.main(Main.java:44)
}
