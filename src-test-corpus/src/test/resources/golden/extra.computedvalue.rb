main entry
counter java.util.concurrent.CountDownLatch@Main.java:28.count cap 1 init 1

proc corpus.extra.computedvalue.Main$Holder.<init>[corpus.extra.computedvalue.Main$Holder@Main.java:32,corpus.extra.computedvalue.Main.bump:36#3,args(p0=text:a),corpus.extra.computedvalue.Main.lambda$main$0:46#0] {
}

proc corpus.extra.computedvalue.Main.<clinit> {
  s2: write corpus.extra.computedvalue.Main.DONE // at corpus.extra.computedvalue.Main.<clinit>(Main.java:28)
  s6: write corpus.extra.computedvalue.Main.HOLDERS // at corpus.extra.computedvalue.Main.<clinit>(Main.java:29)
}

proc corpus.extra.computedvalue.Main.bump[args(p0=text:a),corpus.extra.computedvalue.Main.lambda$main$0:46#0] {
  s1: read corpus.extra.computedvalue.Main.HOLDERS // at corpus.extra.computedvalue.Main.bump(Main.java:36)
  s3: write java.util.HashMap@Main.java:29.$state // at corpus.extra.computedvalue.Main.bump(Main.java:36)
  s3_1: jump s3_2 s3_3                   // at corpus.extra.computedvalue.Main.bump(Main.java:36)
  s3_3: call corpus.extra.computedvalue.Main.make[corpus.extra.computedvalue.Main.bump:36#3,args(p0=text:a),corpus.extra.computedvalue.Main.lambda$main$0:46#0] // at corpus.extra.computedvalue.Main.bump(Main.java:36)
  s3_2: skip                             // at corpus.extra.computedvalue.Main.bump(Main.java:36)
  s5: jump s5_1 exit                     // at corpus.extra.computedvalue.Main.bump(Main.java:38)
  s5_1: read corpus.extra.computedvalue.Main$Holder@Main.java:32[corpus.extra.computedvalue.Main.bump:36#3,args(p0=text:a),corpus.extra.computedvalue.Main.lambda$main$0:46#0].n // at corpus.extra.computedvalue.Main.bump(Main.java:38)
  s7: jump s7_1 exit                     // at corpus.extra.computedvalue.Main.bump(Main.java:38)
  s7_1: write corpus.extra.computedvalue.Main$Holder@Main.java:32[corpus.extra.computedvalue.Main.bump:36#3,args(p0=text:a),corpus.extra.computedvalue.Main.lambda$main$0:46#0].n // at corpus.extra.computedvalue.Main.bump(Main.java:38)
  s12: read corpus.extra.computedvalue.Main.DONE // at corpus.extra.computedvalue.Main.bump(Main.java:42)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:28.count 1 else s13_1 // at corpus.extra.computedvalue.Main.bump(Main.java:42)
  s13_1: skip                            // at corpus.extra.computedvalue.Main.bump(Main.java:42)
}

proc corpus.extra.computedvalue.Main.lambda$main$0 {
  s0: call corpus.extra.computedvalue.Main.bump[args(p0=text:a),corpus.extra.computedvalue.Main.lambda$main$0:46#0] // at corpus.extra.computedvalue.Main.lambda$main$0(Main.java:46)
}

proc corpus.extra.computedvalue.Main.main {
  s5: fork corpus.extra.computedvalue.Main.lambda$main$0 java.lang.Thread@Main.java:46 // at corpus.extra.computedvalue.Main.main(Main.java:47)
  s6: read corpus.extra.computedvalue.Main.DONE // at corpus.extra.computedvalue.Main.main(Main.java:48)
  s7: until java.util.concurrent.CountDownLatch@Main.java:28.count <= 0 // at corpus.extra.computedvalue.Main.main(Main.java:48)
}

proc corpus.extra.computedvalue.Main.make[corpus.extra.computedvalue.Main.bump:36#3,args(p0=text:a),corpus.extra.computedvalue.Main.lambda$main$0:46#0] {
  s2: jump exit s6                       // at corpus.extra.computedvalue.Main.make(Main.java:32)
  s6: call corpus.extra.computedvalue.Main$Holder.<init>[corpus.extra.computedvalue.Main$Holder@Main.java:32,corpus.extra.computedvalue.Main.bump:36#3,args(p0=text:a),corpus.extra.computedvalue.Main.lambda$main$0:46#0] // at corpus.extra.computedvalue.Main.make(Main.java:32)
}

proc entry {
  init0: call corpus.extra.computedvalue.Main.<clinit> // at corpus.extra.computedvalue.Main.main(Main.java:46)
  main: call corpus.extra.computedvalue.Main.main // at corpus.extra.computedvalue.Main.main(Main.java:46)
}
