main entry
var corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.evictor { null nonnull } = null

proc corpus.extra.durationdelay.fixed.Main$Config.<clinit> {
  s1: write corpus.extra.durationdelay.fixed.Main$Config.DEFAULT_DELAY // at corpus.extra.durationdelay.fixed.Main$Config.<clinit>(Main.java:22)
}

proc corpus.extra.durationdelay.fixed.Main$Config.<init>[corpus.extra.durationdelay.fixed.Main$Config@Main.java:72] {
  s2: read corpus.extra.durationdelay.fixed.Main$Config.DEFAULT_DELAY // at corpus.extra.durationdelay.fixed.Main$Config.<init>(Main.java:23)
  s3: write corpus.extra.durationdelay.fixed.Main$Config@Main.java:72.delay // at corpus.extra.durationdelay.fixed.Main$Config.<init>(Main.java:23)
}

proc corpus.extra.durationdelay.fixed.Main$Config.getDelay[corpus.extra.durationdelay.fixed.Main$Config@Main.java:72] {
  s1: read corpus.extra.durationdelay.fixed.Main$Config@Main.java:72.delay // at corpus.extra.durationdelay.fixed.Main$Config.getDelay(Main.java:26)
}

proc corpus.extra.durationdelay.fixed.Main$Pool.<init>[corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] {
  s5: write corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.evictionLock // at corpus.extra.durationdelay.fixed.Main$Pool.<init>(Main.java:31)
  s6: call corpus.extra.durationdelay.fixed.Main$Config.getDelay[corpus.extra.durationdelay.fixed.Main$Config@Main.java:72] // at corpus.extra.durationdelay.fixed.Main$Pool.<init>(Main.java:36)
  s7: call corpus.extra.durationdelay.fixed.Main$Pool.setDelay[corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] // at corpus.extra.durationdelay.fixed.Main$Pool.<init>(Main.java:36)
}

proc corpus.extra.durationdelay.fixed.Main$Pool.evict[corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] {
  s1: read corpus.extra.durationdelay.fixed.Main.A // at corpus.extra.durationdelay.fixed.Main$Pool.evict(Main.java:63)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.durationdelay.fixed.Main$Pool.evict(Main.java:63)
  s3: read corpus.extra.durationdelay.fixed.Main.B // at corpus.extra.durationdelay.fixed.Main$Pool.evict(Main.java:64)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.extra.durationdelay.fixed.Main$Pool.evict(Main.java:64)
  s5: read java.lang.System.out          // at corpus.extra.durationdelay.fixed.Main$Pool.evict(Main.java:65)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.durationdelay.fixed.Main$Pool.evict(Main.java:66)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.durationdelay.fixed.Main$Pool.evict(Main.java:67)
}

proc corpus.extra.durationdelay.fixed.Main$Pool.isPositive[corpus.extra.durationdelay.fixed.Main$Pool.startEvictor:54#4,corpus.extra.durationdelay.fixed.Main$Pool.setDelay:41#6,corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] {
}

proc corpus.extra.durationdelay.fixed.Main$Pool.isPositive[corpus.extra.durationdelay.fixed.Main$Pool.startEvictor:54#4,corpus.extra.durationdelay.fixed.Main$Pool.setDelay:41#6,corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72]#result:boolean {
  raise: raise                           // at corpus.extra.durationdelay.fixed.Main$Pool.isPositive(Main.java:49)
}

proc corpus.extra.durationdelay.fixed.Main$Pool.nonNull[corpus.extra.durationdelay.fixed.Main$Pool.setDelay:40#3,corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] {
}

proc corpus.extra.durationdelay.fixed.Main$Pool.setDelay[corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] {
  s2: read corpus.extra.durationdelay.fixed.Main$Config.DEFAULT_DELAY // at corpus.extra.durationdelay.fixed.Main$Pool.setDelay(Main.java:40)
  s3: call corpus.extra.durationdelay.fixed.Main$Pool.nonNull[corpus.extra.durationdelay.fixed.Main$Pool.setDelay:40#3,corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] // at corpus.extra.durationdelay.fixed.Main$Pool.setDelay(Main.java:40)
  s4: write corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.delay // at corpus.extra.durationdelay.fixed.Main$Pool.setDelay(Main.java:40)
  s5: read corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.delay // at corpus.extra.durationdelay.fixed.Main$Pool.setDelay(Main.java:41)
  s6: call corpus.extra.durationdelay.fixed.Main$Pool.startEvictor[corpus.extra.durationdelay.fixed.Main$Pool.setDelay:41#6,corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] // at corpus.extra.durationdelay.fixed.Main$Pool.setDelay(Main.java:41)
}

proc corpus.extra.durationdelay.fixed.Main$Pool.startEvictor[corpus.extra.durationdelay.fixed.Main$Pool.setDelay:41#6,corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] {
  s2: read corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.evictionLock // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:53)
  s3: acquire java.lang.Object@Main.java:31[corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:53)
  s4: call corpus.extra.durationdelay.fixed.Main$Pool.isPositive[corpus.extra.durationdelay.fixed.Main$Pool.startEvictor:54#4,corpus.extra.durationdelay.fixed.Main$Pool.setDelay:41#6,corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72]#result:boolean else s5e2 // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:54)
  s4_1: goto s5e1                        // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:54)
  s12: read corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.evictor // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:57)
  s13: fork corpus.extra.durationdelay.fixed.Main$Pool.evict[corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] java.lang.Thread@Main.java:56[corpus.extra.durationdelay.fixed.Main$Pool.setDelay:41#6,corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:57)
  s14: release java.lang.Object@Main.java:31[corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:59)
  s14_1: goto exit                       // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:59)
  s5e1: switch corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.evictor null s11e7 nonnull s14 // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:55)
  s5e2: switch corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.evictor null s14 nonnull s14 // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:55)
  s11e7: assign corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.evictor nonnull // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:56)
  s11e7_1: goto s12                      // at corpus.extra.durationdelay.fixed.Main$Pool.startEvictor(Main.java:56)
}

proc corpus.extra.durationdelay.fixed.Main.<clinit> {
  s2: write corpus.extra.durationdelay.fixed.Main.A // at corpus.extra.durationdelay.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.durationdelay.fixed.Main.B // at corpus.extra.durationdelay.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.durationdelay.fixed.Main.main {
  s0: goto s3e1                          // at corpus.extra.durationdelay.fixed.Main.main(Main.java:72)
  s27: join java.lang.Thread@Main.java:56[corpus.extra.durationdelay.fixed.Main$Pool.setDelay:41#6,corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] // at corpus.extra.durationdelay.fixed.Main.main(Main.java:79)
  s27_1: goto exit                       // at corpus.extra.durationdelay.fixed.Main.main(Main.java:79)
  s3e1: call corpus.extra.durationdelay.fixed.Main$Config.<init>[corpus.extra.durationdelay.fixed.Main$Config@Main.java:72] // at corpus.extra.durationdelay.fixed.Main.main(Main.java:72)
  s4e1: call corpus.extra.durationdelay.fixed.Main$Pool.<init>[corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72] // at corpus.extra.durationdelay.fixed.Main.main(Main.java:72)
  s6e1: read corpus.extra.durationdelay.fixed.Main.B // at corpus.extra.durationdelay.fixed.Main.main(Main.java:73)
  s7e1: acquire java.lang.Object@Main.java:19 // at corpus.extra.durationdelay.fixed.Main.main(Main.java:73)
  s8e1: read corpus.extra.durationdelay.fixed.Main.A // at corpus.extra.durationdelay.fixed.Main.main(Main.java:74)
  s9e1: acquire java.lang.Object@Main.java:18 // at corpus.extra.durationdelay.fixed.Main.main(Main.java:74)
  s10e1: read java.lang.System.out       // at corpus.extra.durationdelay.fixed.Main.main(Main.java:75)
  s12e1: release java.lang.Object@Main.java:18 // at corpus.extra.durationdelay.fixed.Main.main(Main.java:76)
  s22e1: release java.lang.Object@Main.java:19 // at corpus.extra.durationdelay.fixed.Main.main(Main.java:77)
  s24e1: switch corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.evictor null exit nonnull s26e1 // at corpus.extra.durationdelay.fixed.Main.main(Main.java:78)
  s26e1: read corpus.extra.durationdelay.fixed.Main$Pool@Main.java:72.evictor // at corpus.extra.durationdelay.fixed.Main.main(Main.java:79)
  s26e1_1: goto s27                      // at corpus.extra.durationdelay.fixed.Main.main(Main.java:79)
}

proc entry {
  init0: call corpus.extra.durationdelay.fixed.Main.<clinit> // at corpus.extra.durationdelay.fixed.Main.main(Main.java:72)
  init1: call corpus.extra.durationdelay.fixed.Main$Config.<clinit> // at corpus.extra.durationdelay.fixed.Main.main(Main.java:72)
  main: call corpus.extra.durationdelay.fixed.Main.main // at corpus.extra.durationdelay.fixed.Main.main(Main.java:72)
}
