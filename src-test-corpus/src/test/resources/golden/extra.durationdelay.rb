main entry
var corpus.extra.durationdelay.Main$Pool@Main.java:75.evictor { null nonnull } = null

proc corpus.extra.durationdelay.Main$Config.<clinit> {
  s1: write corpus.extra.durationdelay.Main$Config.DEFAULT_DELAY // at corpus.extra.durationdelay.Main$Config.<clinit>(Main.java:25)
}

proc corpus.extra.durationdelay.Main$Config.<init>[corpus.extra.durationdelay.Main$Config@Main.java:75] {
  s2: read corpus.extra.durationdelay.Main$Config.DEFAULT_DELAY // at corpus.extra.durationdelay.Main$Config.<init>(Main.java:26)
  s3: write corpus.extra.durationdelay.Main$Config@Main.java:75.delay // at corpus.extra.durationdelay.Main$Config.<init>(Main.java:26)
}

proc corpus.extra.durationdelay.Main$Config.getDelay[corpus.extra.durationdelay.Main$Config@Main.java:75] {
  s1: read corpus.extra.durationdelay.Main$Config@Main.java:75.delay // at corpus.extra.durationdelay.Main$Config.getDelay(Main.java:29)
}

proc corpus.extra.durationdelay.Main$Pool.<init>[corpus.extra.durationdelay.Main$Pool@Main.java:75] {
  s5: write corpus.extra.durationdelay.Main$Pool@Main.java:75.evictionLock // at corpus.extra.durationdelay.Main$Pool.<init>(Main.java:34)
  s6: call corpus.extra.durationdelay.Main$Config.getDelay[corpus.extra.durationdelay.Main$Config@Main.java:75] // at corpus.extra.durationdelay.Main$Pool.<init>(Main.java:39)
  s7: call corpus.extra.durationdelay.Main$Pool.setDelay[corpus.extra.durationdelay.Main$Pool@Main.java:75] // at corpus.extra.durationdelay.Main$Pool.<init>(Main.java:39)
}

proc corpus.extra.durationdelay.Main$Pool.evict[corpus.extra.durationdelay.Main$Pool@Main.java:75] {
  s1: read corpus.extra.durationdelay.Main.A // at corpus.extra.durationdelay.Main$Pool.evict(Main.java:66)
  s2: acquire java.lang.Object@Main.java:21 // at corpus.extra.durationdelay.Main$Pool.evict(Main.java:66)
  s3: read corpus.extra.durationdelay.Main.B // at corpus.extra.durationdelay.Main$Pool.evict(Main.java:67)
  s4: acquire java.lang.Object@Main.java:22 // at corpus.extra.durationdelay.Main$Pool.evict(Main.java:67)
  s5: read java.lang.System.out          // at corpus.extra.durationdelay.Main$Pool.evict(Main.java:68)
  s7: release java.lang.Object@Main.java:22 // at corpus.extra.durationdelay.Main$Pool.evict(Main.java:69)
  s17: release java.lang.Object@Main.java:21 // at corpus.extra.durationdelay.Main$Pool.evict(Main.java:70)
}

proc corpus.extra.durationdelay.Main$Pool.isPositive[corpus.extra.durationdelay.Main$Pool.startEvictor:57#4,corpus.extra.durationdelay.Main$Pool.setDelay:44#6,corpus.extra.durationdelay.Main$Pool@Main.java:75] {
}

proc corpus.extra.durationdelay.Main$Pool.isPositive[corpus.extra.durationdelay.Main$Pool.startEvictor:57#4,corpus.extra.durationdelay.Main$Pool.setDelay:44#6,corpus.extra.durationdelay.Main$Pool@Main.java:75]#result:boolean {
  s1: jump exit raise                    // at corpus.extra.durationdelay.Main$Pool.isPositive(Main.java:52)
  raise: raise                           // at corpus.extra.durationdelay.Main$Pool.isPositive(Main.java:52)
}

proc corpus.extra.durationdelay.Main$Pool.nonNull[corpus.extra.durationdelay.Main$Pool.setDelay:43#3,corpus.extra.durationdelay.Main$Pool@Main.java:75] {
}

proc corpus.extra.durationdelay.Main$Pool.setDelay[corpus.extra.durationdelay.Main$Pool@Main.java:75] {
  s2: read corpus.extra.durationdelay.Main$Config.DEFAULT_DELAY // at corpus.extra.durationdelay.Main$Pool.setDelay(Main.java:43)
  s3: call corpus.extra.durationdelay.Main$Pool.nonNull[corpus.extra.durationdelay.Main$Pool.setDelay:43#3,corpus.extra.durationdelay.Main$Pool@Main.java:75] // at corpus.extra.durationdelay.Main$Pool.setDelay(Main.java:43)
  s4: write corpus.extra.durationdelay.Main$Pool@Main.java:75.delay // at corpus.extra.durationdelay.Main$Pool.setDelay(Main.java:43)
  s5: read corpus.extra.durationdelay.Main$Pool@Main.java:75.delay // at corpus.extra.durationdelay.Main$Pool.setDelay(Main.java:44)
  s6: call corpus.extra.durationdelay.Main$Pool.startEvictor[corpus.extra.durationdelay.Main$Pool.setDelay:44#6,corpus.extra.durationdelay.Main$Pool@Main.java:75] // at corpus.extra.durationdelay.Main$Pool.setDelay(Main.java:44)
}

proc corpus.extra.durationdelay.Main$Pool.startEvictor[corpus.extra.durationdelay.Main$Pool.setDelay:44#6,corpus.extra.durationdelay.Main$Pool@Main.java:75] {
  s2: read corpus.extra.durationdelay.Main$Pool@Main.java:75.evictionLock // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:56)
  s3: acquire java.lang.Object@Main.java:34[corpus.extra.durationdelay.Main$Pool@Main.java:75] // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:56)
  s4: call corpus.extra.durationdelay.Main$Pool.isPositive[corpus.extra.durationdelay.Main$Pool.startEvictor:57#4,corpus.extra.durationdelay.Main$Pool.setDelay:44#6,corpus.extra.durationdelay.Main$Pool@Main.java:75]#result:boolean else s5e2 // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:57)
  s4_1: goto s5e1                        // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:57)
  s12: read corpus.extra.durationdelay.Main$Pool@Main.java:75.evictor // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:60)
  s13: fork corpus.extra.durationdelay.Main$Pool.evict[corpus.extra.durationdelay.Main$Pool@Main.java:75] java.lang.Thread@Main.java:59[corpus.extra.durationdelay.Main$Pool.setDelay:44#6,corpus.extra.durationdelay.Main$Pool@Main.java:75] // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:60)
  s14: release java.lang.Object@Main.java:34[corpus.extra.durationdelay.Main$Pool@Main.java:75] // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:62)
  s14_1: goto exit                       // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:62)
  s5e1: switch corpus.extra.durationdelay.Main$Pool@Main.java:75.evictor null s11e7 nonnull s14 // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:58)
  s5e2: switch corpus.extra.durationdelay.Main$Pool@Main.java:75.evictor null s14 nonnull s14 // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:58)
  s11e7: assign corpus.extra.durationdelay.Main$Pool@Main.java:75.evictor nonnull // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:59)
  s11e7_1: goto s12                      // at corpus.extra.durationdelay.Main$Pool.startEvictor(Main.java:59)
}

proc corpus.extra.durationdelay.Main.<clinit> {
  s2: write corpus.extra.durationdelay.Main.A // at corpus.extra.durationdelay.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.durationdelay.Main.B // at corpus.extra.durationdelay.Main.<clinit>(Main.java:22)
}

proc corpus.extra.durationdelay.Main.main {
  s0: goto s3e1                          // at corpus.extra.durationdelay.Main.main(Main.java:75)
  s27: join java.lang.Thread@Main.java:59[corpus.extra.durationdelay.Main$Pool.setDelay:44#6,corpus.extra.durationdelay.Main$Pool@Main.java:75] // at corpus.extra.durationdelay.Main.main(Main.java:82)
  s27_1: goto exit                       // at corpus.extra.durationdelay.Main.main(Main.java:82)
  s3e1: call corpus.extra.durationdelay.Main$Config.<init>[corpus.extra.durationdelay.Main$Config@Main.java:75] // at corpus.extra.durationdelay.Main.main(Main.java:75)
  s4e1: call corpus.extra.durationdelay.Main$Pool.<init>[corpus.extra.durationdelay.Main$Pool@Main.java:75] // at corpus.extra.durationdelay.Main.main(Main.java:75)
  s6e1: read corpus.extra.durationdelay.Main.B // at corpus.extra.durationdelay.Main.main(Main.java:76)
  s7e1: acquire java.lang.Object@Main.java:22 // at corpus.extra.durationdelay.Main.main(Main.java:76)
  s8e1: read corpus.extra.durationdelay.Main.A // at corpus.extra.durationdelay.Main.main(Main.java:77)
  s9e1: acquire java.lang.Object@Main.java:21 // at corpus.extra.durationdelay.Main.main(Main.java:77)
  s10e1: read java.lang.System.out       // at corpus.extra.durationdelay.Main.main(Main.java:78)
  s12e1: release java.lang.Object@Main.java:21 // at corpus.extra.durationdelay.Main.main(Main.java:79)
  s22e1: release java.lang.Object@Main.java:22 // at corpus.extra.durationdelay.Main.main(Main.java:80)
  s24e1: switch corpus.extra.durationdelay.Main$Pool@Main.java:75.evictor null exit nonnull s26e1 // at corpus.extra.durationdelay.Main.main(Main.java:81)
  s26e1: read corpus.extra.durationdelay.Main$Pool@Main.java:75.evictor // at corpus.extra.durationdelay.Main.main(Main.java:82)
  s26e1_1: goto s27                      // at corpus.extra.durationdelay.Main.main(Main.java:82)
}

proc entry {
  init0: call corpus.extra.durationdelay.Main.<clinit> // at corpus.extra.durationdelay.Main.main(Main.java:75)
  init1: call corpus.extra.durationdelay.Main$Config.<clinit> // at corpus.extra.durationdelay.Main.main(Main.java:75)
  main: call corpus.extra.durationdelay.Main.main // at corpus.extra.durationdelay.Main.main(Main.java:75)
}
