main entry
var corpus.extra.unsafefield.fixed.Main@Main.java:50.done { false true } = false

proc corpus.extra.unsafefield.fixed.Main.<clinit> {
  s0: call corpus.extra.unsafefield.fixed.Main.unsafe[corpus.extra.unsafefield.fixed.Main.<clinit>:24#0] // at corpus.extra.unsafefield.fixed.Main.<clinit>(Main.java:24)
  s1: write corpus.extra.unsafefield.fixed.Main.U // at corpus.extra.unsafefield.fixed.Main.<clinit>(Main.java:24)
  s2: call corpus.extra.unsafefield.fixed.Main.offset[corpus.extra.unsafefield.fixed.Main.<clinit>:25#2] // at corpus.extra.unsafefield.fixed.Main.<clinit>(Main.java:25)
  s3: write corpus.extra.unsafefield.fixed.Main.HITS // at corpus.extra.unsafefield.fixed.Main.<clinit>(Main.java:25)
  s6: write corpus.extra.unsafefield.fixed.Main.LOCK // at corpus.extra.unsafefield.fixed.Main.<clinit>(Main.java:26)
}

proc corpus.extra.unsafefield.fixed.Main.<init>[corpus.extra.unsafefield.fixed.Main@Main.java:50] {
}

proc corpus.extra.unsafefield.fixed.Main.lambda$main$0[corpus.extra.unsafefield.fixed.Main.main:51#8] {
  s1: read corpus.extra.unsafefield.fixed.Main.LOCK // at corpus.extra.unsafefield.fixed.Main.lambda$main$0(Main.java:52)
  s2: acquire java.lang.Object@Main.java:26 // at corpus.extra.unsafefield.fixed.Main.lambda$main$0(Main.java:52)
  s3: assign corpus.extra.unsafefield.fixed.Main@Main.java:50.done true // at corpus.extra.unsafefield.fixed.Main.lambda$main$0(Main.java:53)
  s4: read corpus.extra.unsafefield.fixed.Main.LOCK // at corpus.extra.unsafefield.fixed.Main.lambda$main$0(Main.java:54)
  s5: notifyAll java.lang.Object@Main.java:26 // at corpus.extra.unsafefield.fixed.Main.lambda$main$0(Main.java:54)
  s6: release java.lang.Object@Main.java:26 // at corpus.extra.unsafefield.fixed.Main.lambda$main$0(Main.java:55)
  s12: read corpus.extra.unsafefield.fixed.Main.U // at corpus.extra.unsafefield.fixed.Main.lambda$main$0(Main.java:56)
  s13: read corpus.extra.unsafefield.fixed.Main.HITS // at corpus.extra.unsafefield.fixed.Main.lambda$main$0(Main.java:56)
}

proc corpus.extra.unsafefield.fixed.Main.main {
  s0: goto s2e1                          // at corpus.extra.unsafefield.fixed.Main.main(Main.java:50)
  s20: release java.lang.Object@Main.java:26 // at corpus.extra.unsafefield.fixed.Main.main(Main.java:63)
  s22: join java.lang.Thread@Main.java:51 // at corpus.extra.unsafefield.fixed.Main.main(Main.java:64)
  s22_1: goto exit                       // at corpus.extra.unsafefield.fixed.Main.main(Main.java:64)
  s2e1: call corpus.extra.unsafefield.fixed.Main.<init>[corpus.extra.unsafefield.fixed.Main@Main.java:50] // at corpus.extra.unsafefield.fixed.Main.main(Main.java:50)
  s8e1: fork corpus.extra.unsafefield.fixed.Main.lambda$main$0[corpus.extra.unsafefield.fixed.Main.main:51#8] java.lang.Thread@Main.java:51 // at corpus.extra.unsafefield.fixed.Main.main(Main.java:58)
  s9e1: read corpus.extra.unsafefield.fixed.Main.LOCK // at corpus.extra.unsafefield.fixed.Main.main(Main.java:59)
  s10e1: acquire java.lang.Object@Main.java:26 // at corpus.extra.unsafefield.fixed.Main.main(Main.java:59)
  s11e1: switch corpus.extra.unsafefield.fixed.Main@Main.java:50.done false s13e1 true s20 // at corpus.extra.unsafefield.fixed.Main.main(Main.java:60)
  s13e1: read corpus.extra.unsafefield.fixed.Main.LOCK // at corpus.extra.unsafefield.fixed.Main.main(Main.java:61)
  s14e1: wait java.lang.Object@Main.java:26 // at corpus.extra.unsafefield.fixed.Main.main(Main.java:61)
  s14e1_1: goto s11e1                    // at corpus.extra.unsafefield.fixed.Main.main(Main.java:61)
}

proc corpus.extra.unsafefield.fixed.Main.offset[corpus.extra.unsafefield.fixed.Main.<clinit>:25#2] {
  s1: read corpus.extra.unsafefield.fixed.Main.U // at corpus.extra.unsafefield.fixed.Main.offset(Main.java:43)
  s3: jump exit raise                    // at corpus.extra.unsafefield.fixed.Main.offset(Main.java:43)
  raise: raise                           // at corpus.extra.unsafefield.fixed.Main.offset(Main.java:43)
}

proc corpus.extra.unsafefield.fixed.Main.unsafe[corpus.extra.unsafefield.fixed.Main.<clinit>:24#0] {
  s1: jump s3 raise                      // at corpus.extra.unsafefield.fixed.Main.unsafe(Main.java:33)
  s3: jump exit raise                    // at corpus.extra.unsafefield.fixed.Main.unsafe(Main.java:35)
  raise: raise                           // at corpus.extra.unsafefield.fixed.Main.unsafe(Main.java:33)
}

proc entry {
  init0: call corpus.extra.unsafefield.fixed.Main.<clinit> // at corpus.extra.unsafefield.fixed.Main.main(Main.java:50)
  main: call corpus.extra.unsafefield.fixed.Main.main // at corpus.extra.unsafefield.fixed.Main.main(Main.java:50)
}
