main entry

proc corpus.values.enumfactory.Main$MultiSequencer.<init>[corpus.values.enumfactory.Main$MultiSequencer@Main.java:59,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main.<init>:51#6,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] {
  s1: call corpus.values.enumfactory.Main$Sequencer.<init>[corpus.values.enumfactory.Main$MultiSequencer@Main.java:59,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main.<init>:51#6,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] // at corpus.values.enumfactory.Main$MultiSequencer.<init>(Main.java:36)
}

proc corpus.values.enumfactory.Main$MultiSequencer.publish[corpus.values.enumfactory.Main.main:77#13,corpus.values.enumfactory.Main$MultiSequencer@Main.java:59,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main.<init>:51#6,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] {
  s2: read corpus.values.enumfactory.Main.CLAIMS // at corpus.values.enumfactory.Main$MultiSequencer.publish(Main.java:39)
  s3: acquire java.lang.Object@Main.java:23 // at corpus.values.enumfactory.Main$MultiSequencer.publish(Main.java:39)
  s5: acquire java.lang.Object@Main.java:47[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] // at corpus.values.enumfactory.Main$MultiSequencer.publish(Main.java:40)
  s7: release java.lang.Object@Main.java:47[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] // at corpus.values.enumfactory.Main$MultiSequencer.publish(Main.java:42)
  s17: release java.lang.Object@Main.java:23 // at corpus.values.enumfactory.Main$MultiSequencer.publish(Main.java:43)
}

proc corpus.values.enumfactory.Main$Producer.$values {
  s1: read corpus.values.enumfactory.Main$Producer.SINGLE // at corpus.values.enumfactory.Main$Producer.$values(Main.java:21)
  s2: write corpus.values.enumfactory.Main$Producer[]@Main.java:21[0] // at corpus.values.enumfactory.Main$Producer.$values(Main.java:21)
  s3: read corpus.values.enumfactory.Main$Producer.MULTI // at corpus.values.enumfactory.Main$Producer.$values(Main.java:21)
  s4: write corpus.values.enumfactory.Main$Producer[]@Main.java:21[1] // at corpus.values.enumfactory.Main$Producer.$values(Main.java:21)
}

proc corpus.values.enumfactory.Main$Producer.<clinit> {
  s1: call corpus.values.enumfactory.Main$Producer.<init>[corpus.values.enumfactory.Main$Producer@Main.java:21#2] // at corpus.values.enumfactory.Main$Producer.<clinit>(Main.java:21)
  s2: write corpus.values.enumfactory.Main$Producer.SINGLE // at corpus.values.enumfactory.Main$Producer.<clinit>(Main.java:21)
  s4: call corpus.values.enumfactory.Main$Producer.<init>[corpus.values.enumfactory.Main$Producer@Main.java:21#2] // at corpus.values.enumfactory.Main$Producer.<clinit>(Main.java:21)
  s5: write corpus.values.enumfactory.Main$Producer.MULTI // at corpus.values.enumfactory.Main$Producer.<clinit>(Main.java:21)
  s6: call corpus.values.enumfactory.Main$Producer.$values // at corpus.values.enumfactory.Main$Producer.<clinit>(Main.java:21)
  s7: write corpus.values.enumfactory.Main$Producer.$VALUES // at corpus.values.enumfactory.Main$Producer.<clinit>(Main.java:21)
}

proc corpus.values.enumfactory.Main$Producer.<init>[corpus.values.enumfactory.Main$Producer@Main.java:21#2] {
}

proc corpus.values.enumfactory.Main$Sequencer.<init>[corpus.values.enumfactory.Main$MultiSequencer@Main.java:59,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main.<init>:51#6,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] {
}

proc corpus.values.enumfactory.Main.<clinit> {
  s2: write corpus.values.enumfactory.Main.CLAIMS // at corpus.values.enumfactory.Main.<clinit>(Main.java:23)
}

proc corpus.values.enumfactory.Main.<init>[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] {
  s5: write corpus.values.enumfactory.Main@Main.java:74.slot // at corpus.values.enumfactory.Main.<init>(Main.java:47)
  s6: call corpus.values.enumfactory.Main.create[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main.<init>:51#6,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] // at corpus.values.enumfactory.Main.<init>(Main.java:51)
  s7: write corpus.values.enumfactory.Main@Main.java:74.sequencer // at corpus.values.enumfactory.Main.<init>(Main.java:51)
}

proc corpus.values.enumfactory.Main.<init>[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74]#args,p0=MULTI {
  s0: goto s5e1                          // at corpus.values.enumfactory.Main.<init>(Main.java:50)
  s7: write corpus.values.enumfactory.Main@Main.java:74.sequencer // at corpus.values.enumfactory.Main.<init>(Main.java:51)
  s7_1: goto exit                        // at corpus.values.enumfactory.Main.<init>(Main.java:51)
  s5e1: write corpus.values.enumfactory.Main@Main.java:74.slot // at corpus.values.enumfactory.Main.<init>(Main.java:47)
  s6e1: call corpus.values.enumfactory.Main.create[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main.<init>:51#6,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] // at corpus.values.enumfactory.Main.<init>(Main.java:51)
  s6e1_1: goto s7                        // at corpus.values.enumfactory.Main.<init>(Main.java:51)
}

proc corpus.values.enumfactory.Main.create[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main.<init>:51#6,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] {
  s10: call corpus.values.enumfactory.Main$MultiSequencer.<init>[corpus.values.enumfactory.Main$MultiSequencer@Main.java:59,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main.<init>:51#6,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] // at corpus.values.enumfactory.Main.create(Main.java:59)
}

proc corpus.values.enumfactory.Main.drain[corpus.values.enumfactory.Main@Main.java:74] {
  s1: read corpus.values.enumfactory.Main@Main.java:74.slot // at corpus.values.enumfactory.Main.drain(Main.java:66)
  s2: acquire java.lang.Object@Main.java:47[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] // at corpus.values.enumfactory.Main.drain(Main.java:66)
  s3: read corpus.values.enumfactory.Main.CLAIMS // at corpus.values.enumfactory.Main.drain(Main.java:67)
  s4: acquire java.lang.Object@Main.java:23 // at corpus.values.enumfactory.Main.drain(Main.java:67)
  s5: read corpus.values.enumfactory.Main.CLAIMS // at corpus.values.enumfactory.Main.drain(Main.java:68)
  s7: release java.lang.Object@Main.java:23 // at corpus.values.enumfactory.Main.drain(Main.java:69)
  s17: release java.lang.Object@Main.java:47[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] // at corpus.values.enumfactory.Main.drain(Main.java:70)
}

proc corpus.values.enumfactory.Main.main {
  s2: read corpus.values.enumfactory.Main$Producer.MULTI // at corpus.values.enumfactory.Main.main(Main.java:74)
  s2_1: goto s3e1                        // at corpus.values.enumfactory.Main.main(Main.java:74)
  s10: fork corpus.values.enumfactory.Main.drain[corpus.values.enumfactory.Main@Main.java:74] java.lang.Thread@Main.java:75 // at corpus.values.enumfactory.Main.main(Main.java:76)
  s11: read corpus.values.enumfactory.Main@Main.java:74.sequencer // at corpus.values.enumfactory.Main.main(Main.java:77)
  s12: read corpus.values.enumfactory.Main@Main.java:74.slot // at corpus.values.enumfactory.Main.main(Main.java:77)
  s13: call corpus.values.enumfactory.Main$MultiSequencer.publish[corpus.values.enumfactory.Main.main:77#13,corpus.values.enumfactory.Main$MultiSequencer@Main.java:59,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main.<init>:51#6,args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74] // at corpus.values.enumfactory.Main.main(Main.java:77)
  s14: join java.lang.Thread@Main.java:75 // at corpus.values.enumfactory.Main.main(Main.java:78)
  s14_1: goto exit                       // at corpus.values.enumfactory.Main.main(Main.java:78)
  s3e1: call corpus.values.enumfactory.Main.<init>[args(p0=corpus.values.enumfactory.Main$Producer.MULTI),corpus.values.enumfactory.Main@Main.java:74]#args,p0=MULTI // at corpus.values.enumfactory.Main.main(Main.java:74)
  s3e1_1: goto s10                       // at corpus.values.enumfactory.Main.main(Main.java:74)
}

proc entry {
  init0: call corpus.values.enumfactory.Main.<clinit> // at corpus.values.enumfactory.Main.main(Main.java:74)
  init1: call corpus.values.enumfactory.Main$Producer.<clinit> // at corpus.values.enumfactory.Main.main(Main.java:74)
  main: call corpus.values.enumfactory.Main.main // at corpus.values.enumfactory.Main.main(Main.java:74)
}
