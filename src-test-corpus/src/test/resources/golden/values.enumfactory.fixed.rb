main entry

proc corpus.values.enumfactory.fixed.Main$Producer.$values {
  s1: read corpus.values.enumfactory.fixed.Main$Producer.SINGLE // at corpus.values.enumfactory.fixed.Main$Producer.$values(Main.java:18)
  s2: write corpus.values.enumfactory.fixed.Main$Producer[]@Main.java:18[0] // at corpus.values.enumfactory.fixed.Main$Producer.$values(Main.java:18)
  s3: read corpus.values.enumfactory.fixed.Main$Producer.MULTI // at corpus.values.enumfactory.fixed.Main$Producer.$values(Main.java:18)
  s4: write corpus.values.enumfactory.fixed.Main$Producer[]@Main.java:18[1] // at corpus.values.enumfactory.fixed.Main$Producer.$values(Main.java:18)
}

proc corpus.values.enumfactory.fixed.Main$Producer.<clinit> {
  s1: call corpus.values.enumfactory.fixed.Main$Producer.<init>[corpus.values.enumfactory.fixed.Main$Producer@Main.java:18#2] // at corpus.values.enumfactory.fixed.Main$Producer.<clinit>(Main.java:18)
  s2: write corpus.values.enumfactory.fixed.Main$Producer.SINGLE // at corpus.values.enumfactory.fixed.Main$Producer.<clinit>(Main.java:18)
  s4: call corpus.values.enumfactory.fixed.Main$Producer.<init>[corpus.values.enumfactory.fixed.Main$Producer@Main.java:18#2] // at corpus.values.enumfactory.fixed.Main$Producer.<clinit>(Main.java:18)
  s5: write corpus.values.enumfactory.fixed.Main$Producer.MULTI // at corpus.values.enumfactory.fixed.Main$Producer.<clinit>(Main.java:18)
  s6: call corpus.values.enumfactory.fixed.Main$Producer.$values // at corpus.values.enumfactory.fixed.Main$Producer.<clinit>(Main.java:18)
  s7: write corpus.values.enumfactory.fixed.Main$Producer.$VALUES // at corpus.values.enumfactory.fixed.Main$Producer.<clinit>(Main.java:18)
}

proc corpus.values.enumfactory.fixed.Main$Producer.<init>[corpus.values.enumfactory.fixed.Main$Producer@Main.java:18#2] {
}

proc corpus.values.enumfactory.fixed.Main$Sequencer.<init>[corpus.values.enumfactory.fixed.Main$SingleSequencer@Main.java:54,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main.<init>:48#6,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] {
}

proc corpus.values.enumfactory.fixed.Main$Sequencer.publish[corpus.values.enumfactory.fixed.Main.main:74#13,corpus.values.enumfactory.fixed.Main$SingleSequencer@Main.java:54,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main.<init>:48#6,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] {
  s3: acquire java.lang.Object@Main.java:44[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] // at corpus.values.enumfactory.fixed.Main$Sequencer.publish(Main.java:24)
  s5: release java.lang.Object@Main.java:44[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] // at corpus.values.enumfactory.fixed.Main$Sequencer.publish(Main.java:26)
}

proc corpus.values.enumfactory.fixed.Main$SingleSequencer.<init>[corpus.values.enumfactory.fixed.Main$SingleSequencer@Main.java:54,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main.<init>:48#6,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] {
  s1: call corpus.values.enumfactory.fixed.Main$Sequencer.<init>[corpus.values.enumfactory.fixed.Main$SingleSequencer@Main.java:54,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main.<init>:48#6,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] // at corpus.values.enumfactory.fixed.Main$SingleSequencer.<init>(Main.java:30)
}

proc corpus.values.enumfactory.fixed.Main.<clinit> {
  s2: write corpus.values.enumfactory.fixed.Main.CLAIMS // at corpus.values.enumfactory.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.values.enumfactory.fixed.Main.<init>[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] {
  s5: write corpus.values.enumfactory.fixed.Main@Main.java:71.slot // at corpus.values.enumfactory.fixed.Main.<init>(Main.java:44)
  s6: call corpus.values.enumfactory.fixed.Main.create[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main.<init>:48#6,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] // at corpus.values.enumfactory.fixed.Main.<init>(Main.java:48)
  s7: write corpus.values.enumfactory.fixed.Main@Main.java:71.sequencer // at corpus.values.enumfactory.fixed.Main.<init>(Main.java:48)
}

proc corpus.values.enumfactory.fixed.Main.<init>[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71]#args,p0=SINGLE {
  s0: goto s5e1                          // at corpus.values.enumfactory.fixed.Main.<init>(Main.java:47)
  s7: write corpus.values.enumfactory.fixed.Main@Main.java:71.sequencer // at corpus.values.enumfactory.fixed.Main.<init>(Main.java:48)
  s7_1: goto exit                        // at corpus.values.enumfactory.fixed.Main.<init>(Main.java:48)
  s5e1: write corpus.values.enumfactory.fixed.Main@Main.java:71.slot // at corpus.values.enumfactory.fixed.Main.<init>(Main.java:44)
  s6e1: call corpus.values.enumfactory.fixed.Main.create[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main.<init>:48#6,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] // at corpus.values.enumfactory.fixed.Main.<init>(Main.java:48)
  s6e1_1: goto s7                        // at corpus.values.enumfactory.fixed.Main.<init>(Main.java:48)
}

proc corpus.values.enumfactory.fixed.Main.create[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main.<init>:48#6,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] {
  s13: call corpus.values.enumfactory.fixed.Main$SingleSequencer.<init>[corpus.values.enumfactory.fixed.Main$SingleSequencer@Main.java:54,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main.<init>:48#6,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] // at corpus.values.enumfactory.fixed.Main.create(Main.java:54)
}

proc corpus.values.enumfactory.fixed.Main.drain[corpus.values.enumfactory.fixed.Main@Main.java:71] {
  s1: read corpus.values.enumfactory.fixed.Main@Main.java:71.slot // at corpus.values.enumfactory.fixed.Main.drain(Main.java:63)
  s2: acquire java.lang.Object@Main.java:44[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] // at corpus.values.enumfactory.fixed.Main.drain(Main.java:63)
  s3: read corpus.values.enumfactory.fixed.Main.CLAIMS // at corpus.values.enumfactory.fixed.Main.drain(Main.java:64)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.values.enumfactory.fixed.Main.drain(Main.java:64)
  s5: read corpus.values.enumfactory.fixed.Main.CLAIMS // at corpus.values.enumfactory.fixed.Main.drain(Main.java:65)
  s7: release java.lang.Object@Main.java:20 // at corpus.values.enumfactory.fixed.Main.drain(Main.java:66)
  s17: release java.lang.Object@Main.java:44[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] // at corpus.values.enumfactory.fixed.Main.drain(Main.java:67)
}

proc corpus.values.enumfactory.fixed.Main.main {
  s2: read corpus.values.enumfactory.fixed.Main$Producer.SINGLE // at corpus.values.enumfactory.fixed.Main.main(Main.java:71)
  s2_1: goto s3e1                        // at corpus.values.enumfactory.fixed.Main.main(Main.java:71)
  s10: fork corpus.values.enumfactory.fixed.Main.drain[corpus.values.enumfactory.fixed.Main@Main.java:71] java.lang.Thread@Main.java:72 // at corpus.values.enumfactory.fixed.Main.main(Main.java:73)
  s11: read corpus.values.enumfactory.fixed.Main@Main.java:71.sequencer // at corpus.values.enumfactory.fixed.Main.main(Main.java:74)
  s12: read corpus.values.enumfactory.fixed.Main@Main.java:71.slot // at corpus.values.enumfactory.fixed.Main.main(Main.java:74)
  s13: call corpus.values.enumfactory.fixed.Main$Sequencer.publish[corpus.values.enumfactory.fixed.Main.main:74#13,corpus.values.enumfactory.fixed.Main$SingleSequencer@Main.java:54,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main.<init>:48#6,args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71] // at corpus.values.enumfactory.fixed.Main.main(Main.java:74)
  s14: join java.lang.Thread@Main.java:72 // at corpus.values.enumfactory.fixed.Main.main(Main.java:75)
  s14_1: goto exit                       // at corpus.values.enumfactory.fixed.Main.main(Main.java:75)
  s3e1: call corpus.values.enumfactory.fixed.Main.<init>[args(p0=corpus.values.enumfactory.fixed.Main$Producer.SINGLE),corpus.values.enumfactory.fixed.Main@Main.java:71]#args,p0=SINGLE // at corpus.values.enumfactory.fixed.Main.main(Main.java:71)
  s3e1_1: goto s10                       // at corpus.values.enumfactory.fixed.Main.main(Main.java:71)
}

proc entry {
  init0: call corpus.values.enumfactory.fixed.Main.<clinit> // at corpus.values.enumfactory.fixed.Main.main(Main.java:71)
  init1: call corpus.values.enumfactory.fixed.Main$Producer.<clinit> // at corpus.values.enumfactory.fixed.Main.main(Main.java:71)
  main: call corpus.values.enumfactory.fixed.Main.main // at corpus.values.enumfactory.fixed.Main.main(Main.java:71)
}
