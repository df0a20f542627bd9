main entry

proc corpus.values.nullhelper.fixed.Main.<clinit> {
  s2: write corpus.values.nullhelper.fixed.Main.lock // at corpus.values.nullhelper.fixed.Main.<clinit>(Main.java:19)
  s5: write corpus.values.nullhelper.fixed.Main.idle // at corpus.values.nullhelper.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.values.nullhelper.fixed.Main.borrow[corpus.values.nullhelper.fixed.Main.run:46#0] {
  s0: call corpus.values.nullhelper.fixed.Main.poll#result:null else s5e10 // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:33)
  s0_1: goto s5e1                        // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:33)
  s7: read corpus.values.nullhelper.fixed.Main.lock // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:38)
  s8: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:38)
  s9: read corpus.values.nullhelper.fixed.Main.lock // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:39)
  s10: wait java.lang.Object@Main.java:19 // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:39)
  s11: release java.lang.Object@Main.java:19 // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:40)
  s11_1: goto exit                       // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:40)
  s5e1: call corpus.values.nullhelper.fixed.Main.isNull[corpus.values.nullhelper.fixed.Main.borrow:37#5,corpus.values.nullhelper.fixed.Main.run:46#0]#result:boolean,p0=nonnull else exit // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:37)
  s5e1_1: goto s7                        // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:37)
  s5e10: call corpus.values.nullhelper.fixed.Main.isNull[corpus.values.nullhelper.fixed.Main.borrow:37#5,corpus.values.nullhelper.fixed.Main.run:46#0]#result:boolean,p0=nonnull else exit // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:37)
  s5e10_1: goto s7                       // at corpus.values.nullhelper.fixed.Main.borrow(Main.java:37)
}

proc corpus.values.nullhelper.fixed.Main.isNull[corpus.values.nullhelper.fixed.Main.borrow:37#5,corpus.values.nullhelper.fixed.Main.run:46#0] {
}

proc corpus.values.nullhelper.fixed.Main.isNull[corpus.values.nullhelper.fixed.Main.borrow:37#5,corpus.values.nullhelper.fixed.Main.run:46#0]#result:boolean,p0=nonnull {
  raise: raise                           // at corpus.values.nullhelper.fixed.Main.isNull(Main.java:29)
}

proc corpus.values.nullhelper.fixed.Main.main {
  s9: fork corpus.values.nullhelper.fixed.Main.run java.lang.Thread@Main.java:53 // at corpus.values.nullhelper.fixed.Main.main(Main.java:55)
  s10: fork corpus.values.nullhelper.fixed.Main.run java.lang.Thread@Main.java:54 // at corpus.values.nullhelper.fixed.Main.main(Main.java:56)
  s11: read corpus.values.nullhelper.fixed.Main.lock // at corpus.values.nullhelper.fixed.Main.main(Main.java:57)
  s12: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.fixed.Main.main(Main.java:57)
  s13: read corpus.values.nullhelper.fixed.Main.idle // at corpus.values.nullhelper.fixed.Main.main(Main.java:58)
  s16: write java.util.ArrayDeque@Main.java:20.$state // at corpus.values.nullhelper.fixed.Main.main(Main.java:58)
  s17: release java.lang.Object@Main.java:19 // at corpus.values.nullhelper.fixed.Main.main(Main.java:59)
  s23: join java.lang.Thread@Main.java:53 // at corpus.values.nullhelper.fixed.Main.main(Main.java:60)
  s24: join java.lang.Thread@Main.java:54 // at corpus.values.nullhelper.fixed.Main.main(Main.java:61)
}

proc corpus.values.nullhelper.fixed.Main.poll {
  s0: read corpus.values.nullhelper.fixed.Main.lock // at corpus.values.nullhelper.fixed.Main.poll(Main.java:23)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.fixed.Main.poll(Main.java:23)
  s2: read corpus.values.nullhelper.fixed.Main.idle // at corpus.values.nullhelper.fixed.Main.poll(Main.java:24)
  s3: write java.util.ArrayDeque@Main.java:20.$state // at corpus.values.nullhelper.fixed.Main.poll(Main.java:24)
  s4: release java.lang.Object@Main.java:19 // at corpus.values.nullhelper.fixed.Main.poll(Main.java:24)
}

proc corpus.values.nullhelper.fixed.Main.poll#result:null {
  s0: read corpus.values.nullhelper.fixed.Main.lock // at corpus.values.nullhelper.fixed.Main.poll(Main.java:23)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.values.nullhelper.fixed.Main.poll(Main.java:23)
  s2: read corpus.values.nullhelper.fixed.Main.idle // at corpus.values.nullhelper.fixed.Main.poll(Main.java:24)
  s3: write java.util.ArrayDeque@Main.java:20.$state // at corpus.values.nullhelper.fixed.Main.poll(Main.java:24)
  s4: release java.lang.Object@Main.java:19 // at corpus.values.nullhelper.fixed.Main.poll(Main.java:24)
  s5: jump exit raise                    // at corpus.values.nullhelper.fixed.Main.poll(Main.java:24)
  raise: raise                           // at corpus.values.nullhelper.fixed.Main.poll(Main.java:23)
}

proc corpus.values.nullhelper.fixed.Main.run {
  s0: call corpus.values.nullhelper.fixed.Main.borrow[corpus.values.nullhelper.fixed.Main.run:46#0] // at corpus.values.nullhelper.fixed.Main.run(Main.java:46)
}

proc entry {
  init0: call corpus.values.nullhelper.fixed.Main.<clinit> // at corpus.values.nullhelper.fixed.Main.main(Main.java:53)
  main: call corpus.values.nullhelper.fixed.Main.main // at corpus.values.nullhelper.fixed.Main.main(Main.java:53)
}
